import type { CSSProperties } from 'react'
import { css, cx } from 'styled-system/css'
import { iconBubble } from './icon-bubble'

/** Simple brand glyphs for social links (the icon set has none); decorative, the link carries the name. */
export type SocialNetwork = 'linkedin' | 'instagram' | 'facebook' | 'youtube' | 'twitter'

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    fill: 'currentColor',
  } as const
  switch (network) {
    case 'linkedin':
      return (
        <svg {...common}>
          <rect x="2" y="2" width="20" height="20" rx="4" />
          <rect x="6" y="10" width="2.6" height="8" fill="var(--social-bg, #063a33)" />
          <circle cx="7.3" cy="6.8" r="1.5" fill="var(--social-bg, #063a33)" />
          <path
            d="M11 10h2.5v1.2c.5-.8 1.5-1.4 2.8-1.4 2 0 3 1.2 3 3.6V18h-2.6v-4.2c0-1.2-.4-1.9-1.4-1.9s-1.7.7-1.7 1.9V18H11z"
            fill="var(--social-bg, #063a33)"
          />
        </svg>
      )
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      )
    case 'facebook':
      return (
        <svg {...common}>
          <path d="M13.5 21v-7h2.4l.4-3h-2.8V9.2c0-.9.3-1.5 1.5-1.5h1.5V5.1c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8V11H8v3h2.6v7z" />
        </svg>
      )
    case 'youtube':
      return (
        <svg {...common}>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="M10 9l5 3-5 3z" fill="var(--social-bg, #063a33)" />
        </svg>
      )
    case 'twitter':
      // X (formerly Twitter).
      return (
        <svg {...common}>
          <path d="M18.9 1.2h3.7l-8 9.2L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L0 1.2h7.6l5.2 6.9zm-1.3 19.4h2L6.5 3.2H4.3z" />
        </svg>
      )
  }
}

const LINK_LOOKS = {
  // On a light background: brand glyphs, the LinkedIn glyph cut out in white.
  light: {
    list: css({ display: 'flex', gap: '1' }),
    link: cx(
      iconBubble({ tone: 'plain', size: 'md' }),
      css({ color: 'fg.brand', _hover: { bg: 'brand.subtle' } }),
    ),
    cutout: { '--social-bg': 'white' } as CSSProperties,
  },
  // On the dark footer: white glyphs on teal discs.
  dark: {
    list: css({ display: 'flex', gap: '2' }),
    link: cx(
      iconBubble({ tone: 'plain', size: 'md' }),
      css({ bg: 'teal.800', color: 'white', _hover: { bg: 'teal.700' } }),
    ),
    cutout: undefined,
  },
}

/** Round links to social network pages, opened in a new tab; each link's `label` names it. */
export function SocialLinks({
  links,
  tone,
}: {
  links: { network: SocialNetwork; url: string; label: string }[]
  tone: keyof typeof LINK_LOOKS
}) {
  const look = LINK_LOOKS[tone]
  return (
    <ul className={look.list}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            className={look.link}
            style={look.cutout}
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  )
}

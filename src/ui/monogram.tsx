import { css } from 'styled-system/css'
import { center } from 'styled-system/patterns'
import { ResizedImage } from './resized-image'

// Class names are computed once, not on every render (Panda's css() works at run time too).
const logoBox = css({
  flexShrink: 0,
  borderRadius: 'control',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'white',
})

const initialBox = center({
  inline: true,
  flexShrink: 0,
  borderRadius: 'control',
  color: 'white',
  fontWeight: '800',
})

const PALETTE = ['#0b5d51', '#1f8a7a', '#8a5d00', '#a8351a', '#3d5a80', '#6b4e9b', '#4d463d', '#2f6b3a']

/**
 * A company logo, or a coloured square with its initial when it has none (fixed size: nothing shifts
 * while images load). The colour is stable per name.
 */
export function CompanyLogo({
  name,
  logoUrl,
  size = 48,
}: {
  name: string
  logoUrl: string | null
  size?: number
}) {
  if (logoUrl)
    return (
      <ResizedImage
        src={logoUrl}
        alt=""
        width={size}
        height={size}
        crop={{ width: 1, height: 1 }}
        className={logoBox}
        style={{ objectFit: 'contain' }}
      />
    )
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return (
    <span
      aria-hidden="true"
      className={initialBox}
      style={{ width: size, height: size, background: PALETTE[hash % PALETTE.length], fontSize: size * 0.42 }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}

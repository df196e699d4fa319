import { useLingui } from '@lingui/react/macro'
import { Play } from 'lucide'
import { css, cx } from 'styled-system/css'
import { center, grid } from 'styled-system/patterns'
import { iconBubble } from '~/ui/icon-bubble'
import { LineIcon } from '~/ui/line-icon'
import { ResizedImage } from '~/ui/resized-image'
import { richText } from '~/ui/rich-text'
import type { ProfileTile, ProfileVideo } from './company-page.model'

/** The brand gradient where a company has no banner picture (and behind a picture while it loads). */
export const brandGradient = css({
  backgroundImage:
    'linear-gradient(120deg, token(colors.teal.900) 0%, token(colors.teal.700) 55%, token(colors.teal.500) 100%)',
})

/** A site's name as visitors know it: its host name without `www.`. */
export const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

const picture = css({ w: 'full', h: 'auto', borderRadius: 'card', objectFit: 'cover', bg: 'bg.subtle' })

/** A rich text of the profile, or nothing when it is empty. */
export function ProfileText({ html }: { html: string }) {
  if (!html) return null
  // Sanitised on the server (sanitizeRichText).
  return (
    <div
      className={cx(richText, css({ '& > :first-child': { mt: '0' } }))}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/** A video hosted elsewhere: its overlay picture as a link (no third-party player, nothing autoplays). */
export function VideoLink({ video, label }: { video: ProfileVideo; label: string }) {
  const { t } = useLingui()
  const host = hostOf(video.url)
  return (
    <figure>
      <a
        href={video.url}
        target="_blank"
        rel="noopener noreferrer"
        className={cx(
          brandGradient,
          css({
            position: 'relative',
            display: 'block',
            borderRadius: 'card',
            overflow: 'hidden',
            aspectRatio: '16 / 9',
            '&:hover > span, &:focus-visible > span': { transform: 'translate(-50%, -50%) scale(1.08)' },
          }),
        )}
      >
        {video.overlayUrl && (
          <WidePicture src={video.overlayUrl} className={css({ w: 'full', h: 'full', objectFit: 'cover' })} />
        )}
        <span
          aria-hidden="true"
          className={center({
            inline: true,
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            w: '16',
            h: '16',
            borderRadius: 'full',
            bg: 'accent.solid',
            color: 'fg.onAccent',
            boxShadow: 'raised',
            transition: 'transform 150ms ease-out',
          })}
        >
          <LineIcon icon={Play} size={28} fill="currentColor" />
        </span>
        <span className={css({ srOnly: true })}>{t`${label} (sur ${host}, nouvel onglet)`}</span>
      </a>
      <figcaption className={css({ textStyle: 'meta', mt: '2' })}>
        {label} · {host}
      </figcaption>
    </figure>
  )
}

/** A 16:9 picture of a profile section (or a video's overlay), as wide as the main column. */
export function WidePicture({ src, className = picture }: { src: string; className?: string }) {
  return (
    <ResizedImage
      src={src}
      alt=""
      width={720}
      height={405}
      crop={{ width: 16, height: 9 }}
      sizes="(min-width: 992px) 720px, 100vw"
      className={className}
    />
  )
}

/** The team's photos, square, in a grid. */
export function Gallery({ label, urls }: { label: string; urls: string[] }) {
  return (
    <ul
      aria-label={label}
      className={grid({ gap: '2', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } })}
    >
      {urls.map((url) => (
        <li key={url}>
          <ResizedImage
            src={url}
            alt=""
            width={240}
            height={240}
            crop={{ width: 1, height: 1 }}
            className={picture}
          />
        </li>
      ))}
    </ul>
  )
}

/** A tile: its picture or initial (round tiles only) beside its title and text. */
const tileBox = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  borderRadius: 'card',
  borderColor: 'border.subtle',
})
/** A tile with a round picture or initial: framed on the page's surface. */
const roundTile = css({ bg: 'bg.surface', borderWidth: '1px' })
/** A flat tile: on the brand's tint, without a frame. */
const flatTile = css({ bg: 'brand.subtle', borderWidth: '0' })

/** The squares (flat tiles) or circles (tiles with a round picture or initial) of a profile. */
export function Tiles({ tiles, round }: { tiles: ProfileTile[]; round?: boolean }) {
  return (
    <ul
      className={grid({
        gap: '3',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      {tiles.map((tile, index) => (
        <li
          // Tiles have no identity of their own; the list is static, in the profile's order.
          key={index}
          className={cx(tileBox, round ? roundTile : flatTile)}
        >
          {round &&
            (tile.image ? (
              <ResizedImage
                src={tile.image}
                alt=""
                width={48}
                height={48}
                crop={{ width: 1, height: 1 }}
                className={css({ borderRadius: 'full', flexShrink: 0 })}
              />
            ) : (
              <span
                aria-hidden="true"
                className={cx(iconBubble({ tone: 'accentSubtle' }), css({ textStyle: 'subheading' }))}
              >
                {tile.title.charAt(0).toUpperCase()}
              </span>
            ))}
          <div className={css({ minW: '0' })}>
            <h3 className={css({ fontWeight: '800', overflowWrap: 'anywhere', hyphens: 'auto' })}>
              {tile.title}
            </h3>
            <p className={css({ mt: '1', color: 'fg.default' })}>{tile.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { center, hstack, stack } from 'styled-system/patterns'
import { icon } from 'styled-system/recipes'
import { formatDay } from '~/i18n/format'
import { CONTENT_LANGUAGE_LABELS, PODCAST_THEME_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { clickableCard, stretchedLink } from '~/ui/card'
import { Chip, chipList } from '~/ui/chip'
import { ResizedImage } from '~/ui/resized-image'
import type { EpisodeCard as EpisodeCardModel } from './podcast.model'
import { episodeLang, formatDuration } from './podcast-format'

// Computed once (Panda's css() also runs at render time): cards are rendered 15 at a time.
const parts = {
  card: cx(clickableCard, stack({ gap: '3' })),
  header: hstack({ gap: '4' }),
  thumbnail: css({ w: '16', h: '16', borderRadius: 'control', objectFit: 'cover', flexShrink: 0 }),
  tile: center({
    w: '16',
    h: '16',
    flexShrink: 0,
    borderRadius: 'control',
    bg: 'brand.subtle',
    color: 'fg.brand',
  }),
  micIcon: icon({ name: 'mic', size: 'lg' }),
  title: css({ textStyle: 'cardTitle' }),
  guest: css({ color: 'fg.default', fontWeight: '600' }),
  excerpt: css({ color: 'fg.muted', lineClamp: '3' }),
  footer: hstack({ gap: '3', textStyle: 'meta', flexWrap: 'wrap', mt: 'auto', pt: '2' }),
  fact: css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' }),
  clockIcon: icon({ name: 'clock' }),
  languagesIcon: icon({ name: 'languages', size: 'sm' }),
  playIcon: icon({ name: 'play' }),
  srOnly: css({ srOnly: true }),
  listen: cx(button({ variant: 'accent', size: 'sm' }), css({ position: 'relative', zIndex: 1, ml: 'auto' })),
}

/**
 * An episode card (docs/product.md#pages): thumbnail, theme, language, title (the card's link), guest, excerpt,
 * duration, date and a listen button that opens the episode's player. The episode's own text carries its
 * language when it differs from the page's.
 */
export function EpisodeCard({
  episode,
  headingLevel = 2,
}: {
  episode: EpisodeCardModel
  headingLevel?: 2 | 3
}) {
  const { t, i18n } = useLingui()
  const lang = episodeLang(episode.language, useLocale())
  const Heading = `h${headingLevel}` as const
  const title = episode.title
  return (
    <article className={parts.card}>
      <div className={parts.header}>
        {episode.thumbnailUrl ? (
          <ResizedImage
            src={episode.thumbnailUrl}
            alt=""
            width={64}
            height={64}
            crop={{ width: 1, height: 1 }}
            className={parts.thumbnail}
          />
        ) : (
          <span className={parts.tile} aria-hidden="true">
            <span className={parts.micIcon} />
          </span>
        )}
        <div className={chipList}>
          <Chip tone="brand">{i18n._(PODCAST_THEME_LABELS[episode.theme])}</Chip>
          <Chip icon={<span className={parts.languagesIcon} aria-hidden="true" />}>
            {i18n._(CONTENT_LANGUAGE_LABELS[episode.language])}
          </Chip>
        </div>
      </div>
      <Heading className={parts.title} lang={lang}>
        <LocalizedLink route="podcastEpisode" params={{ slug: episode.slug }} className={stretchedLink}>
          {episode.title}
        </LocalizedLink>
      </Heading>
      {episode.guest && (
        <p className={parts.guest} lang={lang}>
          {episode.guest}
        </p>
      )}
      <p className={parts.excerpt} lang={lang}>
        {episode.excerpt}
      </p>
      <div className={parts.footer}>
        <span className={parts.fact}>
          <span className={parts.clockIcon} aria-hidden="true" />
          {formatDuration(i18n, episode.durationSeconds)}
        </span>
        <time dateTime={episode.publishedAt}>{formatDay(i18n, episode.publishedAt)}</time>
        <LocalizedLink route="podcastEpisode" params={{ slug: episode.slug }} className={parts.listen}>
          <span className={parts.playIcon} aria-hidden="true" />
          <span aria-hidden="true">{t`Écouter`}</span>
          <span className={parts.srOnly}>{t`Écouter « ${title} »`}</span>
        </LocalizedLink>
      </div>
    </article>
  )
}

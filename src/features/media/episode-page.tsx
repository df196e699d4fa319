import { useLingui } from '@lingui/react/macro'
import { CalendarDays, Clock, Languages, Mic, Pause, Play } from 'lucide'
import { type RefObject, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { center, grid } from 'styled-system/patterns'
import { SideBanner } from '~/features/banners/banners'
import { formatDay } from '~/i18n/format'
import { CONTENT_LANGUAGE_LABELS, PODCAST_THEME_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { cardSurface } from '~/ui/card'
import { CardListSection } from '~/ui/card-list-section'
import { Chip } from '~/ui/chip'
import { LineIcon } from '~/ui/line-icon'
import { Fact, FactList, ProjectBody, ProjectHero, ProjectTitle, sectionHeading } from '~/ui/project-page'
import { ResizedImage } from '~/ui/resized-image'
import { longRichText } from '~/ui/rich-text'
import { StickyTopBar } from '~/ui/sticky-top-bar'
import { mediaCardGrid } from './category-nav'
import { EpisodeCard } from './episode-card'
import { type EpisodePageData, themeSlug } from './podcast.model'
import { episodeLang, formatDuration } from './podcast-format'

/** Plays or pauses the episode's player: started by the visitor only, never automatically. */
function ListenButton({
  audio,
  playing,
  className,
}: {
  audio: RefObject<HTMLAudioElement | null>
  playing: boolean
  className?: string
}) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={cx(button({ variant: 'accent', size: 'lg' }), className)}
      onClick={() => {
        const player = audio.current
        if (!player) return
        if (player.paused) {
          player.play().catch(() => {
            // The player shows its own error (e.g. the file cannot be reached).
          })
        } else player.pause()
      }}
    >
      {playing ? (
        <LineIcon icon={Pause} size={18} aria-hidden="true" />
      ) : (
        <LineIcon icon={Play} size={18} aria-hidden="true" />
      )}
      {playing ? t`Mettre en pause` : t`Écouter l'épisode`}
    </button>
  )
}

/**
 * An episode (docs/product.md#pages podcast): title, guest, theme, duration, language, date, description, the player
 * (native controls, loaded only when played) and the other episodes of its theme.
 */
export function EpisodePage({ episode }: { episode: EpisodePageData }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const lang = episodeLang(episode.language, locale)
  const heading = useRef<HTMLDivElement>(null)
  const audio = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  const themeLabel = i18n._(PODCAST_THEME_LABELS[episode.theme])
  return (
    <article>
      <StickyTopBar
        watch={heading}
        listRoute="mediaPodcast"
        title={<span lang={lang}>{episode.title}</span>}
        subtitle={episode.guest ? <span lang={lang}>{episode.guest}</span> : undefined}
        action={<ListenButton audio={audio} playing={playing} />}
      />
      <ProjectHero tone="subtle" className={css({ py: { base: '6', md: '10' } })}>
        <LocalizedLink route="mediaPodcast" className={css({ textStyle: 'link' })}>
          {t`← Tous les épisodes`}
        </LocalizedLink>
        <div
          ref={heading}
          className={css({
            display: 'flex',
            gap: { base: '4', md: '6' },
            alignItems: 'flex-start',
            mt: '4',
          })}
        >
          {episode.thumbnailUrl ? (
            <ResizedImage
              src={episode.thumbnailUrl}
              alt=""
              width={160}
              height={160}
              crop={{ width: 1, height: 1 }}
              loading="eager"
              className={css({
                w: { base: '20', md: '40' },
                h: 'auto',
                aspectRatio: '1',
                borderRadius: 'card',
                objectFit: 'cover',
                flexShrink: 0,
              })}
            />
          ) : (
            <span
              aria-hidden="true"
              className={center({
                w: { base: '20', md: '40' },
                h: { base: '20', md: '40' },
                flexShrink: 0,
                borderRadius: 'card',
                bg: 'brand.solid',
                color: 'fg.onBrand',
              })}
            >
              <LineIcon icon={Mic} size={40} />
            </span>
          )}
          <div className={css({ minW: '0', flex: '1' })}>
            <LocalizedLink
              route="podcastCategory"
              params={{ page: themeSlug(episode.theme, locale) }}
              className={css({ textDecoration: 'none' })}
            >
              <Chip tone="brand">{themeLabel}</Chip>
            </LocalizedLink>
            <ProjectTitle lang={lang} className={css({ mt: '2' })}>
              {episode.title}
            </ProjectTitle>
            {episode.guest && (
              <p lang={lang} className={css({ fontWeight: '700', mt: '2', fontSize: 'lg' })}>
                {episode.guest}
              </p>
            )}
            <FactList className={css({ mt: '3' })}>
              <Fact icon={<LineIcon icon={Clock} size={18} aria-hidden="true" />}>
                {formatDuration(i18n, episode.durationSeconds)}
              </Fact>
              <Fact icon={<LineIcon icon={Languages} size={18} aria-hidden="true" />}>
                {i18n._(CONTENT_LANGUAGE_LABELS[episode.language])}
              </Fact>
              <Fact icon={<LineIcon icon={CalendarDays} size={18} aria-hidden="true" />}>
                {t`Publié le ${formatDay(i18n, episode.publishedAt)}`}
              </Fact>
            </FactList>
          </div>
        </div>
        <div
          className={cx(
            cardSurface,
            css({
              display: 'flex',
              flexDirection: { base: 'column', md: 'row' },
              alignItems: { base: 'stretch', md: 'center' },
              gap: '4',
              mt: '6',
              p: '4',
            }),
          )}
        >
          <ListenButton audio={audio} playing={playing} />
          {/* Loaded only when played (preload none): the file is on an external host. */}
          {/* biome-ignore lint/a11y/useMediaCaption: the podcast has no transcript to offer yet */}
          <audio
            ref={audio}
            controls
            preload="none"
            src={episode.audioUrl}
            aria-label={t`Lecteur de l'épisode`}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            className={css({ flex: { md: '1' }, w: 'full', minW: '0' })}
          />
        </div>
      </ProjectHero>
      <ProjectBody className={css({ alignItems: 'start' })}>
        <section aria-labelledby="episode-description" className={css({ maxW: '75ch' })}>
          <h2 id="episode-description" className={sectionHeading}>
            {t`À propos de l'épisode`}
          </h2>
          {/* Sanitised on the server (sanitizeRichText). */}
          <div
            className={longRichText}
            lang={lang}
            dangerouslySetInnerHTML={{ __html: episode.description }}
          />
        </section>
        <div className={grid({ gap: '4' })}>
          <aside className={css({ p: '5', maxW: '75ch', bg: 'brand.subtle', borderRadius: 'card' })}>
            <p
              className={css({ fontWeight: '800' })}
            >{t`Votre parcours pourrait inspirer d'autres personnes ?`}</p>
            <p className={css({ mt: '1' })}>
              {t`Nous cherchons des invités qui travaillent pour une cause, en Belgique. Écrivez-nous.`}
            </p>
            <LocalizedLink
              route="contact"
              search={{ subject: 'podcast' }}
              className={cx(button({ variant: 'brand', size: 'sm' }), css({ mt: '3' }))}
            >
              {t`Proposer un témoignage`}
            </LocalizedLink>
          </aside>
          <SideBanner kind="jobs" />
        </div>
      </ProjectBody>
      {episode.similar.length > 0 && (
        <CardListSection
          compact
          title={t`Épisodes similaires`}
          className={css({ pb: '12' })}
          gridClassName={mediaCardGrid}
          after={
            <LocalizedLink
              route="podcastCategory"
              params={{ page: themeSlug(episode.theme, locale) }}
              className={css({ textStyle: 'link', display: 'inline-block', mt: '6' })}
            >
              {t`Tous les épisodes « ${themeLabel} »`}
            </LocalizedLink>
          }
        >
          {episode.similar.map((similar) => (
            <li key={similar.id}>
              <EpisodeCard episode={similar} headingLevel={3} />
            </li>
          ))}
        </CardListSection>
      )}
    </article>
  )
}

import { useLingui } from '@lingui/react/macro'
import { ArrowRight, Mic, Newspaper } from 'lucide'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName } from '~/i18n/paths'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { LineIcon } from '~/ui/line-icon'
import { NewMark } from '~/ui/new-mark'
import { ArticleCardView } from './article-card'
import type { ArticleCard } from './articles.model'
import { mediaCardGrid } from './category-nav'
import { EpisodeCard } from './episode-card'
import type { EpisodeCard as EpisodeCardModel } from './podcast.model'

function HubSection({
  id,
  icon,
  title,
  mark,
  intro,
  route,
  linkLabel,
  children,
}: {
  id: string
  icon: ReactNode
  title: string
  mark?: ReactNode
  intro: string
  route: RouteName
  linkLabel: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={css({ py: { base: '8', md: '10' } })}>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          alignItems: { base: 'flex-start', md: 'flex-end' },
          justifyContent: 'space-between',
          gap: '4',
          mb: '5',
        })}
      >
        <div className={css({ maxW: '65ch' })}>
          <h2 id={id} className={hstack({ gap: '3', textStyle: 'sectionTitle' })}>
            {icon}
            {title}
            {mark}
          </h2>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{intro}</p>
        </div>
        <LocalizedLink route={route} className={cx(button({ variant: 'outline' }), css({ flexShrink: 0 }))}>
          {linkLabel}
          <LineIcon icon={ArrowRight} size={16} aria-hidden="true" />
        </LocalizedLink>
      </div>
      {children}
    </section>
  )
}

/** `/media` (docs/product.md#pages): the two media, articles and podcast, each with its latest items and its list. */
export function MediaHubPage({
  articles,
  episodes,
}: {
  articles: ArticleCard[]
  episodes: EpisodeCardModel[]
}) {
  const { t } = useLingui()
  return (
    <>
      <section className={css({ bg: 'bg.inverse', color: 'fg.inverse', py: { base: '10', md: '14' } })}>
        <Container>
          <h1 className={css({ textStyle: 'display', letterSpacing: '-0.02em' })}>
            {t`Le média des carrières à impact`}
          </h1>
          <p
            className={css({
              mt: '3',
              maxW: '65ch',
              fontSize: { base: 'md', md: 'lg' },
              color: 'fg.inverseMuted',
            })}
          >
            {t`Des articles pour trouver un job qui a du sens et un podcast où celles et ceux qui travaillent pour la société et l'environnement racontent leur parcours.`}
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
            <LocalizedLink route="mediaArticles" className={button({ variant: 'inverse' })}>
              <LineIcon icon={Newspaper} size={18} aria-hidden="true" />
              {t`Lire les articles`}
            </LocalizedLink>
            <LocalizedLink route="mediaPodcast" className={button({ variant: 'accent' })}>
              <LineIcon icon={Mic} size={18} aria-hidden="true" />
              {t`Écouter le podcast`}
            </LocalizedLink>
          </div>
        </Container>
      </section>
      <Container>
        <HubSection
          id="media-articles"
          icon={
            <LineIcon icon={Newspaper} size={26} aria-hidden="true" className={css({ color: 'fg.brand' })} />
          }
          title={t`Articles`}
          intro={t`Conseils pour trouver un job qui a du sens, histoires d'organisations et portraits de celles et ceux qui les font vivre.`}
          route="mediaArticles"
          linkLabel={t`Tous les articles`}
        >
          {articles.length > 0 ? (
            <ul className={mediaCardGrid}>
              {articles.map((article) => (
                <li key={article.id}>
                  <ArticleCardView article={article} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={css({ color: 'fg.muted' })}>{t`Aucun article pour l'instant.`}</p>
          )}
        </HubSection>
        <HubSection
          id="media-podcast"
          icon={<LineIcon icon={Mic} size={26} aria-hidden="true" className={css({ color: 'fg.brand' })} />}
          title={t`Podcast`}
          mark={<NewMark />}
          intro={t`Reconversions, échecs, burn-out, réussites : des personnes qui travaillent pour la société et l'environnement racontent leur parcours, en français, en néerlandais et en anglais.`}
          route="mediaPodcast"
          linkLabel={t`Tous les épisodes`}
        >
          {episodes.length > 0 ? (
            <ul className={mediaCardGrid}>
              {episodes.map((episode) => (
                <li key={episode.id}>
                  <EpisodeCard episode={episode} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={css({ color: 'fg.muted' })}>{t`Aucun épisode pour l'instant.`}</p>
          )}
        </HubSection>
      </Container>
    </>
  )
}

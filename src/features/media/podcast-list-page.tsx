import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { Search } from 'lucide'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { PODCAST_THEMES, type PodcastTheme } from '~/domain/enums'
import { CONTENT_LANGUAGE_LABELS, PODCAST_DURATION_LABELS, PODCAST_THEME_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { LineIcon } from '~/ui/line-icon'
import { ListHeaderFrame, NoResults } from '~/ui/list-page'
import { Pagination } from '~/ui/pagination'
import { CategoryNav, mediaCardGrid } from './category-nav'
import { EpisodeCard } from './episode-card'
import type { PodcastSearchResult } from './podcast.model'
import { themeSlug } from './podcast.model'
import {
  PODCAST_FILTER_KEYS,
  PODCAST_FILTER_VALUES,
  type PodcastFilterKey,
  type PodcastListSearch,
  parsePodcastFilters,
  podcastParamsFromUrl,
  toPodcastListSearch,
} from './podcast-list-url'

type PageLinkProps = {
  className: string
  children: ReactNode
  'aria-label': string
  'aria-current'?: 'page'
}

const field = css({
  h: '11',
  px: '3',
  w: 'full',
  minW: '0',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  bg: 'bg.surface',
  color: 'fg.default',
})

const fieldLabel = css({ display: 'block', fontSize: 'sm', fontWeight: '700', mb: '1' })

/** Each filter's title, its "all" choice and the labels of its options. */
const FILTERS: Record<
  PodcastFilterKey,
  { label: MessageDescriptor; allLabel: MessageDescriptor; options: Record<string, MessageDescriptor> }
> = {
  category: { label: msg`Thème`, allLabel: msg`Tous les thèmes`, options: PODCAST_THEME_LABELS },
  duration_seconds: {
    label: msg`Durée`,
    allLabel: msg`Toutes les durées`,
    options: PODCAST_DURATION_LABELS,
  },
  lang: { label: msg`Langue`, allLabel: msg`Toutes les langues`, options: CONTENT_LANGUAGE_LABELS },
}

/**
 * One filter as a native select (phones get their own picker): each option with its count, options
 * without results disabled. Choosing applies the search (the form is submitted).
 */
function FilterSelect({
  name,
  value,
  counts,
  className,
}: {
  className?: string
  name: PodcastFilterKey
  value: string | undefined
  counts: Record<string, number>
}) {
  const { i18n } = useLingui()
  const { label, allLabel } = FILTERS[name]
  const options = (PODCAST_FILTER_VALUES[name] as readonly string[]).map((option) => ({
    value: option,
    label: i18n._(FILTERS[name].options[option]!),
    count: counts[option] ?? 0,
  }))
  // Themes by count (docs/product.md#limits), disabled ones last; durations and languages keep their natural order.
  if (name === 'category')
    options.sort((a, b) => Number(b.count > 0) - Number(a.count > 0) || b.count - a.count)
  const id = `podcast-${name}`
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {i18n._(label)}
      </label>
      <select
        id={id}
        key={value ?? ''}
        name={name}
        defaultValue={value ?? ''}
        className={field}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{i18n._(allLabel)}</option>
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.count === 0 && option.value !== value}
          >
            {`${option.label} (${option.count})`}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The podcast list (docs/product.md#pages): keywords, theme, duration and language, with counts; the state is the URL
 * (`search`), so a search can be shared. On a theme's page (`theme`) the theme comes from the path.
 */
export function PodcastListPage({
  theme,
  search,
  result,
  onSearch,
  renderPageLink,
}: {
  theme: PodcastTheme | null
  search: PodcastListSearch
  result: PodcastSearchResult
  onSearch: (next: PodcastListSearch) => void
  renderPageLink: (search: PodcastListSearch, props: PageLinkProps) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const params = podcastParamsFromUrl(search)
  const loading = useRouterState({ select: (state) => state.isLoading })
  const hasActiveSearch = params.query !== '' || Object.keys(params.filters).length > 0
  const reset = theme
    ? ({ route: 'podcastCategory', params: { page: themeSlug(theme, locale) } } as const)
    : ({ route: 'mediaPodcast' } as const)
  return (
    <>
      <ListHeaderFrame
        above={
          theme && (
            <LocalizedLink route="mediaPodcast" className={css({ textStyle: 'link' })}>
              {t`Podcast`}
            </LocalizedLink>
          )
        }
        title={theme ? i18n._(PODCAST_THEME_LABELS[theme]) : t`Le podcast des carrières à impact`}
        intro={t`Reconversions, échecs, burn-out, réussites : des personnes qui travaillent pour la société et l'environnement racontent leur parcours, en français, en néerlandais et en anglais.`}
        summary={i18n._(msg`${plural(result.total, { one: '# épisode', other: '# épisodes' })}`)}
      >
        <form
          role="search"
          aria-label={t`Chercher un épisode`}
          className={grid({ gap: '3', mt: '5' })}
          onSubmit={(event) => {
            event.preventDefault()
            const data = Object.fromEntries(new FormData(event.currentTarget))
            onSearch(
              toPodcastListSearch({
                query: typeof data.query === 'string' ? data.query.trim() : '',
                filters: parsePodcastFilters(data),
                page: 1,
              }),
            )
          }}
        >
          <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
            <div className={css({ flex: '1', minW: '0' })}>
              <label htmlFor="podcast-query" className={fieldLabel}>
                {t`Mots-clés`}
              </label>
              <input
                id="podcast-query"
                key={params.query}
                name="query"
                type="search"
                defaultValue={params.query}
                placeholder={t`Ex. : reconversion, burn-out, coopérative`}
                className={field}
              />
            </div>
            <button type="submit" className={button({ variant: 'accent', size: 'md' })}>
              <LineIcon icon={Search} size={18} aria-hidden="true" />
              <span className={css({ srOnly: { base: true, sm: false } })}>{t`Rechercher`}</span>
            </button>
          </div>
          <div
            className={css({
              display: 'grid',
              gap: '3',
              // Phones: the theme on its own line, duration and language side by side.
              gridTemplateColumns: {
                base: 'repeat(2, minmax(0, 1fr))',
                md: theme ? 'repeat(2, 1fr)' : 'repeat(3, 1fr)',
              },
            })}
          >
            {PODCAST_FILTER_KEYS.map((name) =>
              name === 'category' && theme ? null : (
                <FilterSelect
                  key={name}
                  className={
                    name === 'category' ? css({ gridColumn: { base: 'span 2', md: 'auto' } }) : undefined
                  }
                  name={name}
                  value={params.filters[name]}
                  counts={result.facets[name]}
                />
              ),
            )}
          </div>
        </form>
        <CategoryNav
          label={t`Thèmes du podcast`}
          className={css({ mt: '5' })}
          items={[
            { key: 'all', route: 'mediaPodcast', label: t`Tous les épisodes`, current: theme === null },
            ...PODCAST_THEMES.map((value) => ({
              key: value,
              route: 'podcastCategory' as const,
              params: { page: themeSlug(value, locale) },
              label: i18n._(PODCAST_THEME_LABELS[value]),
              current: value === theme,
            })),
          ]}
        />
      </ListHeaderFrame>
      {/* Busy while the next results load: the cards shown are still the previous search's. */}
      <Container className={css({ py: '8' })} aria-busy={loading}>
        {result.total === 0 ? (
          <NoResults
            title={t`Aucun épisode ne correspond à votre recherche`}
            action={
              hasActiveSearch && (
                <LocalizedLink
                  {...reset}
                  search={{}}
                  className={cx(button({ variant: 'brand' }), css({ mt: '6' }))}
                >
                  {t`Réinitialiser la recherche`}
                </LocalizedLink>
              )
            }
          />
        ) : (
          <ul className={mediaCardGrid}>
            {result.episodes.map((episode) => (
              <li key={episode.id}>
                <EpisodeCard episode={episode} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={result.page}
          pageCount={result.pageCount}
          renderLink={(page, props) => renderPageLink(toPodcastListSearch({ ...params, page }), props)}
        />
      </Container>
    </>
  )
}

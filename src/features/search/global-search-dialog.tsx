import * as Ariakit from '@ariakit/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Search, X } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_PER_BLOCK } from '~/domain/constants'
import type { JobSearchHit } from '~/features/jobs/search-api'
import { formatDay } from '~/i18n/format'
import { internalPathFor, type RouteName, type RouteParams, toPublicPath } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { Dialog } from '~/ui/dialog'
import { CompanyLogo } from '~/ui/monogram'
import { ResizedImage } from '~/ui/resized-image'
import type { ArticleHit, OrganisationHit } from './site-search.model'

/** The text typed, once typing has paused (spec §9: 500 ms). */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

function useSearchBlock<T>(endpoint: string, query: string) {
  const locale = useLocale()
  return useQuery({
    queryKey: ['global-search', endpoint, locale, query],
    queryFn: async (): Promise<[T[], number]> => {
      const url = `${endpoint}?query=${encodeURIComponent(query)}&limit=${SEARCH_RESULTS_PER_BLOCK}`
      const response = await fetch(url, { headers: { 'accept-language': locale } })
      if (!response.ok) throw new Error(`GET ${endpoint}: ${response.status}`)
      return response.json()
    },
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  '&[data-active-item]': { bg: 'brand.subtle', color: 'fg.brand' },
})

function Block({
  title,
  total,
  empty,
  seeMore,
  children,
}: {
  title: string
  total: number | undefined
  empty: string
  seeMore?: ReactNode
  children: ReactNode
}) {
  return (
    <Ariakit.ComboboxGroup className={css({ display: 'grid', gap: '1' })}>
      <Ariakit.ComboboxGroupLabel
        className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: '800', mt: '3' })}
      >
        {title}
        {total !== undefined && (
          <span
            className={css({
              bg: 'brand.subtle',
              color: 'fg.brand',
              borderRadius: 'full',
              px: '2',
              fontSize: 'xs',
            })}
          >
            {total}
          </span>
        )}
      </Ariakit.ComboboxGroupLabel>
      {total === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm', px: '3' })}>{empty}</p>
      ) : (
        children
      )}
      {total !== undefined && total > 0 && seeMore}
    </Ariakit.ComboboxGroup>
  )
}

/**
 * The header's global search (spec §2, §4, §9): jobs, organisations and articles, 4 of each with their
 * totals, fetched 500 ms after typing stops; arrow keys move through the results, Enter opens one,
 * Escape closes.
 */
export function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const onJobList = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId.includes('/_lists/offres-emploi')),
  })
  const [value, setValue] = useState('')
  const query = useSettled(value.trim(), SEARCH_DEBOUNCE_MS)
  const jobs = useSearchBlock<JobSearchHit>('/api/search/jobs', query)
  const organisations = useSearchBlock<OrganisationHit>('/api/search/general/entreprise', query)
  const articles = useSearchBlock<ArticleHit>('/api/search/articles', query)
  const blocks = [jobs, organisations, articles]
  const typing = value.trim() !== query
  const loading = value.trim().length > 0 && (typing || blocks.some((block) => block.isFetching))
  const failed = blocks.some((block) => block.isError)
  const total = blocks.reduce((sum, block) => sum + (block.data?.[1] ?? 0), 0)
  const ready = query.length > 0 && !typing && blocks.every((block) => block.data !== undefined)

  const go = (route: RouteName, params: RouteParams = {}) => {
    onClose()
    void router.navigate({ to: internalPathFor(route, locale, params) as never })
  }
  const href = (route: RouteName, params: RouteParams = {}) =>
    toPublicPath(internalPathFor(route, locale, params))
  const jobListHref = `${href('jobs')}?query=${encodeURIComponent(query)}`

  return (
    <Dialog open={open} onClose={onClose} title={t`Rechercher`}>
      <Ariakit.ComboboxProvider value={value} setValue={setValue} open includesBaseElement={false}>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Search size={20} aria-hidden="true" className={css({ color: 'fg.muted', flexShrink: 0 })} />
          <Ariakit.ComboboxLabel className={css({ srOnly: true })}>
            {t`Un métier, une entreprise, un article`}
          </Ariakit.ComboboxLabel>
          <Ariakit.Combobox
            autoFocus
            autoSelect={false}
            placeholder={t`Un métier, une entreprise, un article…`}
            className={css({
              flex: '1',
              minW: '0',
              h: '12',
              px: '3',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'control',
              bg: 'bg.surface',
              fontSize: 'lg',
            })}
          />
          {value && (
            <button
              type="button"
              onClick={() => setValue('')}
              aria-label={t`Effacer la recherche`}
              className={css({
                w: '10',
                h: '10',
                borderRadius: 'full',
                cursor: 'pointer',
                _hover: { bg: 'bg.subtle' },
              })}
            >
              <X size={18} aria-hidden="true" className={css({ mx: 'auto' })} />
            </button>
          )}
        </div>
        <div aria-live="polite" className={css({ mt: '3', color: 'fg.muted', fontSize: 'sm' })}>
          {value.trim().length === 0
            ? t`Tapez un mot : les offres, les organisations et les articles correspondants s'affichent ici.`
            : loading
              ? t`Recherche en cours…`
              : failed
                ? t`La recherche n'a pas abouti. Réessayez dans un instant.`
                : ready && total === 0
                  ? t`Aucun résultat pour « ${query} ». Essayez un autre mot.`
                  : ''}
        </div>
        {query.length > 0 && (
          <Ariakit.ComboboxList
            alwaysVisible
            aria-label={t`Résultats`}
            className={css({ display: 'grid', gap: '2' })}
          >
            <Block
              title={t`Offres d'emploi`}
              total={jobs.data?.[1]}
              empty={t`Aucune offre.`}
              seeMore={
                <Ariakit.ComboboxItem
                  className={item}
                  render={<a href={jobListHref} />}
                  onClick={(event) => {
                    // Already on a job list, a full load resets its filters and state (spec §4).
                    if (onJobList) return
                    event.preventDefault()
                    onClose()
                    void router.navigate({ href: jobListHref })
                  }}
                >
                  {t`Voir toutes les offres`}
                </Ariakit.ComboboxItem>
              }
            >
              {jobs.data?.[0].map((job) => (
                <Ariakit.ComboboxItem
                  key={job.uuid}
                  className={item}
                  render={<a href={href('job', { slug: job.entreprise.slug, job: job.slug })} />}
                  onClick={(event) => {
                    event.preventDefault()
                    go('job', { slug: job.entreprise.slug, job: job.slug })
                  }}
                >
                  <CompanyLogo name={job.entreprise.name} logoUrl={job.entreprise.logo.src} size={32} />
                  <span>
                    <span className={css({ display: 'block', fontWeight: '700' })}>{job.intitule_offre}</span>
                    <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{job.entreprise.name}</span>
                  </span>
                </Ariakit.ComboboxItem>
              ))}
            </Block>
            <Block title={t`Organisations`} total={organisations.data?.[1]} empty={t`Aucune organisation.`}>
              {organisations.data?.[0].map((organisation) => {
                const target: [RouteName, RouteParams] =
                  organisation.coFounder && organisation.cofounder_slug
                    ? ['cofounderProject', { slug: organisation.cofounder_slug }]
                    : ['company', { slug: organisation.slug }]
                return (
                  <Ariakit.ComboboxItem
                    key={organisation.uuid}
                    className={item}
                    render={<a href={href(...target)} />}
                    onClick={(event) => {
                      event.preventDefault()
                      go(...target)
                    }}
                  >
                    <CompanyLogo name={organisation.name} logoUrl={organisation.logo.src} size={32} />
                    <span>
                      <span className={css({ display: 'block', fontWeight: '700' })}>
                        {organisation.name}
                      </span>
                      <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                        <Plural
                          value={organisation.jobs_open}
                          one="# offre ouverte"
                          other="# offres ouvertes"
                        />
                      </span>
                    </span>
                  </Ariakit.ComboboxItem>
                )
              })}
            </Block>
            <Block title={t`Articles`} total={articles.data?.[1]} empty={t`Aucun article.`}>
              {articles.data?.[0].map((article) => (
                <Ariakit.ComboboxItem
                  key={article.uuid}
                  className={item}
                  render={<a href={href('article', { article: article.slug })} />}
                  onClick={(event) => {
                    event.preventDefault()
                    go('article', { article: article.slug })
                  }}
                >
                  {article.thumbnail.src ? (
                    <ResizedImage
                      src={article.thumbnail.src}
                      alt=""
                      width={48}
                      height={32}
                      crop={{ width: 3, height: 2 }}
                      className={css({ borderRadius: 'control', objectFit: 'cover', flexShrink: 0 })}
                    />
                  ) : null}
                  <span>
                    <span className={css({ display: 'block', fontWeight: '700' })}>{article.title}</span>
                    {article.date && (
                      <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                        {formatDay(i18n, article.date)}
                      </span>
                    )}
                  </span>
                </Ariakit.ComboboxItem>
              ))}
            </Block>
          </Ariakit.ComboboxList>
        )}
      </Ariakit.ComboboxProvider>
    </Dialog>
  )
}

export default GlobalSearchDialog

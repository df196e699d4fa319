import * as Ariakit from '@ariakit/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Search, X } from 'lucide'
import { type MouseEvent, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { SEARCH_DEBOUNCE_MS } from '~/domain/constants'
import { trackSearch } from '~/features/analytics/track'
import type { OfferSearchHit } from '~/features/offers/offer-search-api'
import { formatDay } from '~/i18n/format'
import { WRITTEN_IN_LABELS } from '~/i18n/labels'
import { internalPathFor, type RouteName, type RouteParams, toPublicPath } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { Dialog } from '~/ui/dialog'
import { LineIcon } from '~/ui/line-icon'
import { CompanyLogo } from '~/ui/monogram'
import { ResizedImage } from '~/ui/resized-image'
import { useSettled } from '~/ui/use-settled'
import { ResultBlock, ResultItem, resultItem } from './search-results'
import type { ArticleHit, OrganisationHit } from './site-search.model'
import { useSearchBlock } from './use-search-block'

/**
 * The header's global search (docs/product.md#pages, #states, #limits): jobs, organisations and articles, 4 of each with their
 * totals, fetched 500 ms after typing stops; arrow keys move through the results, Enter opens one,
 * Escape closes.
 */
function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const onOfferList = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId.includes('/_lists/offres-emploi')),
  })
  const [value, setValue] = useState('')
  const [query] = useSettled(value.trim(), SEARCH_DEBOUNCE_MS)
  useEffect(() => trackSearch(query, 'site'), [query])
  const jobs = useSearchBlock<OfferSearchHit>('/api/search/jobs', query)
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
  const offerListHref = `${href('jobs')}?query=${encodeURIComponent(query)}`
  const suggestion = ready ? (jobs.data?.[2] ?? null) : null
  const openOfferList = (event: MouseEvent, target: string) => {
    // Already on a job list, a full load resets its filters and state (docs/product.md#states).
    if (onOfferList) return
    event.preventDefault()
    onClose()
    void router.navigate({ href: target })
  }

  return (
    <Dialog open={open} onClose={onClose} title={t`Rechercher`}>
      <Ariakit.ComboboxProvider value={value} setValue={setValue} open includesBaseElement={false}>
        <div className={hstack({ gap: '2' })}>
          <LineIcon
            icon={Search}
            size={20}
            aria-hidden="true"
            className={css({ color: 'fg.muted', flexShrink: 0 })}
          />
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
              <LineIcon icon={X} size={18} aria-hidden="true" className={css({ mx: 'auto' })} />
            </button>
          )}
        </div>
        <div aria-live="polite" className={css({ textStyle: 'meta', mt: '3' })}>
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
        {suggestion && (
          <p className={css({ mt: '2' })}>
            <Trans>
              Vouliez-vous dire{' '}
              <a
                href={`${href('jobs')}?query=${encodeURIComponent(suggestion)}`}
                className={css({ textStyle: 'link', fontWeight: 'semibold' })}
                onClick={(event) =>
                  openOfferList(event, `${href('jobs')}?query=${encodeURIComponent(suggestion)}`)
                }
              >
                {suggestion}
              </a>{' '}
              ?
            </Trans>
          </p>
        )}
        {query.length > 0 && (
          <Ariakit.ComboboxList alwaysVisible aria-label={t`Résultats`} className={grid({ gap: '2' })}>
            <ResultBlock
              title={t`Offres d'emploi`}
              total={jobs.data?.[1]}
              empty={t`Aucune offre.`}
              seeMore={
                <Ariakit.ComboboxItem
                  className={resultItem}
                  render={<a href={offerListHref} />}
                  onClick={(event) => openOfferList(event, offerListHref)}
                >
                  {t`Voir toutes les offres`}
                </Ariakit.ComboboxItem>
              }
            >
              {jobs.data?.[0].map((job) => (
                <ResultItem
                  key={job.uuid}
                  href={href('job', { slug: job.entreprise.slug, job: job.slug })}
                  onOpen={() => go('job', { slug: job.entreprise.slug, job: job.slug })}
                  media={
                    <CompanyLogo name={job.entreprise.name} logoUrl={job.entreprise.logo.src} size={32} />
                  }
                  title={job.intitule_offre}
                  detail={
                    job.langue === locale
                      ? job.entreprise.name
                      : `${job.entreprise.name} · ${i18n._(WRITTEN_IN_LABELS[job.langue])}`
                  }
                />
              ))}
            </ResultBlock>
            <ResultBlock
              title={t`Organisations`}
              total={organisations.data?.[1]}
              empty={t`Aucune organisation.`}
            >
              {organisations.data?.[0].map((organisation) => {
                const target: [RouteName, RouteParams] =
                  organisation.coFounder && organisation.cofounder_slug
                    ? ['cofounderProject', { slug: organisation.cofounder_slug }]
                    : ['company', { slug: organisation.slug }]
                return (
                  <ResultItem
                    key={organisation.uuid}
                    href={href(...target)}
                    onOpen={() => go(...target)}
                    media={<CompanyLogo name={organisation.name} logoUrl={organisation.logo.src} size={32} />}
                    title={organisation.name}
                    detail={
                      <Plural
                        value={organisation.jobs_open}
                        one="# offre ouverte"
                        other="# offres ouvertes"
                      />
                    }
                  />
                )
              })}
            </ResultBlock>
            <ResultBlock title={t`Articles`} total={articles.data?.[1]} empty={t`Aucun article.`}>
              {articles.data?.[0].map((article) => (
                <ResultItem
                  key={article.uuid}
                  href={href('article', { article: article.slug })}
                  onOpen={() => go('article', { article: article.slug })}
                  media={
                    article.thumbnail.src ? (
                      <ResizedImage
                        src={article.thumbnail.src}
                        alt=""
                        width={48}
                        height={32}
                        crop={{ width: 3, height: 2 }}
                        className={css({ borderRadius: 'control', objectFit: 'cover', flexShrink: 0 })}
                      />
                    ) : null
                  }
                  title={article.title}
                  detail={article.date && formatDay(i18n, article.date)}
                />
              ))}
            </ResultBlock>
          </Ariakit.ComboboxList>
        )}
      </Ariakit.ComboboxProvider>
    </Dialog>
  )
}

export default GlobalSearchDialog

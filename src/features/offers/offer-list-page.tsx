import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Info } from 'lucide'
import { type ComponentType, Fragment, type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { trackSearch } from '~/features/analytics/track'
import { useAuthUser } from '~/features/auth/use-auth'
import { Banner } from '~/features/banners/banners'
import { useLocale } from '~/i18n/use-locale'
import { Container } from '~/ui/container'
import { Dialog } from '~/ui/dialog'
import { FilterBar } from '~/ui/filter-bar'
import type { FilterDefinition } from '~/ui/filter-options'
import { ListHeader, NoResults, resultGrid } from '~/ui/list-page'
import { Pagination } from '~/ui/pagination'
import { DidYouMean } from './did-you-mean'
import { filterGroups } from './offer-filter-options'
import {
  type OfferFilterKey,
  type OfferListSearch,
  type OfferSearchParams,
  parseOfferFilters,
  searchParamsFromUrl,
  toListSearch,
} from './offer-list-url'
import { offerSearchQuery } from './offers.queries'

/** The filters shown in the bar on large screens; the others are in "all filters" (docs/product.md#states badge). */
const MAIN_FILTERS: OfferFilterKey[] = ['zones', 'remote', 'contrat_type']

import { LineIcon } from '~/ui/line-icon'
import { OfferCard } from './offer-card'

function ExactMatchTip() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={css({
          textStyle: 'link',
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          fontSize: 'sm',
          cursor: 'pointer',
        })}
      >
        <LineIcon icon={Info} size={16} aria-hidden="true" />
        {t`Astuce : la recherche exacte`}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Chercher une expression exacte`}>
        <p>{t`Mettez une expression entre guillemets pour ne trouver que les offres qui la contiennent telle quelle.`}</p>
        <p className={css({ mt: '3' })}>
          {t`Par exemple, "chef de projet" énergie trouve les offres de chef de projet qui parlent d'énergie, mais pas les projets d'un chef cuisinier.`}
        </p>
        <p
          className={css({ mt: '3', color: 'fg.muted' })}
        >{t`Les accents et les majuscules ne comptent pas : energie trouve aussi énergie.`}</p>
      </Dialog>
    </>
  )
}

/**
 * The job list (docs/product.md#pages generic list page): search bar, filters with disjunctive counts, title and
 * subtitle, cards, no-result block, pagination, free text. The whole state is the URL (`search`).
 */
/** The invitation banner comes after this many cards (a full row on large screens). */
const BANNER_AFTER_CARD = 6

export function OfferListPage({
  search,
  onSearch,
  renderPageLink,
  seoText,
  heading,
  SaveSearch,
}: {
  /** A popular page's own title and introduction instead of the list's. */
  heading?: { title: string; intro?: string }
  search: OfferListSearch
  onSearch: (next: OfferListSearch) => void
  renderPageLink: (
    search: OfferListSearch,
    props: { className: string; children: ReactNode; 'aria-label': string; 'aria-current'?: 'page' },
  ) => ReactNode
  seoText?: ReactNode
  /** "Save this search" (the alerts feature builds on the list; the route gives it). */
  SaveSearch?: ComponentType<{ params: OfferSearchParams }>
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const params = searchParamsFromUrl(search)
  const { data } = useSuspenseQuery(offerSearchQuery(locale, params))
  const user = useAuthUser()
  const loading = useRouterState({ select: (state) => state.isLoading })
  const update = (next: Partial<OfferSearchParams>) => onSearch(toListSearch({ ...params, page: 1, ...next }))
  const definitions: FilterDefinition<OfferFilterKey>[] = [
    { key: 'zones', title: t`Région`, groups: filterGroups('zones', data.facets, i18n) },
    { key: 'remote', title: t`Télétravail`, groups: filterGroups('remote', data.facets, i18n) },
    {
      key: 'contrat_type',
      title: t`Type de contrat`,
      groups: filterGroups('contrat_type', data.facets, i18n),
    },
    {
      key: 'number_employes',
      title: t`Taille de l'entreprise`,
      groups: filterGroups('number_employes', data.facets, i18n),
    },
    { key: 'sector_activity', title: t`Secteur`, groups: filterGroups('sector_activity', data.facets, i18n) },
    { key: 'category_metier', title: t`Métier`, groups: filterGroups('category_metier', data.facets, i18n) },
    { key: 'reponse', title: t`Réponses`, groups: filterGroups('reponse', data.facets, i18n) },
  ]
  const hasActiveFilters = Object.keys(params.filters).length > 0 || params.query !== ''
  return (
    <>
      <ListHeader
        title={heading?.title ?? t`Offres d'emploi à impact`}
        intro={heading?.intro}
        summary={i18n._(
          msg`${plural(data.total, { one: '# offre dans des organisations engagées pour la société et l’environnement', other: '# offres dans des organisations engagées pour la société et l’environnement' })}`,
        )}
        search={{
          id: 'job-search',
          label: t`Métier, mot-clé ou entreprise`,
          placeholder: t`Ex. : "chef de projet" énergie`,
          query: params.query,
          onSubmit: (query) => {
            trackSearch(query, 'jobs')
            update({ query })
          },
        }}
        filters={
          <FilterBar
            definitions={definitions}
            mainFilters={MAIN_FILTERS}
            filters={params.filters}
            submitLabel={t`Afficher les offres`}
            onChange={(filters) => update({ filters: parseOfferFilters(filters) })}
          />
        }
        aside={
          <div className={hstack({ gap: '4', flexWrap: 'wrap' })}>
            <ExactMatchTip />
            {SaveSearch && <SaveSearch params={params} />}
          </div>
        }
      />
      {/* Busy while the next results load: the cards shown are still the previous search's. */}
      <Container className={css({ py: '8' })} aria-busy={loading}>
        {data.suggestion && <DidYouMean params={params} suggestion={data.suggestion} />}
        {data.total === 0 ? (
          <NoResults
            title={t`Désolé, aucune offre ne correspond à votre recherche.`}
            onReset={hasActiveFilters ? () => onSearch({}) : undefined}
          />
        ) : (
          <ul className={resultGrid}>
            {data.offers.map((offer, index) => (
              <Fragment key={offer.id}>
                <li>
                  <OfferCard offer={offer} headingLevel={2} />
                </li>
                {index === BANNER_AFTER_CARD - 1 && (
                  <li className={css({ gridColumn: '1 / -1' })}>
                    <Banner kind={user ? 'createAlert' : 'createAccount'} />
                  </li>
                )}
              </Fragment>
            ))}
          </ul>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          renderLink={(page, props) => renderPageLink(toListSearch({ ...params, page }), props)}
        />
        {seoText && <div className={css({ mt: '12', maxW: '75ch', color: 'fg.default' })}>{seoText}</div>}
      </Container>
    </>
  )
}

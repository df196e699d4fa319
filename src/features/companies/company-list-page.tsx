import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { trackSearch } from '~/features/analytics/track'
import { Banner } from '~/features/banners/banners'
import { FILTER_GROUPINGS, FILTER_VALUE_LABELS } from '~/i18n/labels'
import { useLocale } from '~/i18n/use-locale'
import { Container } from '~/ui/container'
import { FilterBar } from '~/ui/filter-bar'
import { type FilterDefinition, filterOptionGroups } from '~/ui/filter-options'
import { ListHeader, NoResults } from '~/ui/list-page'
import { Pagination } from '~/ui/pagination'
import { companySearchQuery } from './companies.queries'
import { CompanyCard } from './company-card'
import {
  COMPANY_FILTER_KEYS,
  COMPANY_FILTER_VALUES,
  type CompanyFilterKey,
  type CompanyListSearch,
  type CompanySearchParams,
  companyParamsFromUrl,
  parseCompanyFilters,
  toCompanyListSearch,
} from './company-list-url'

/**
 * The company list (docs/product.md#pages generic list page): search, sector/size/zone filters with disjunctive counts,
 * title and subtitle, cards, no-result block, pagination. The whole state is the URL (`search`).
 */
export function CompanyListPage({
  search,
  onSearch,
  renderPageLink,
}: {
  search: CompanyListSearch
  onSearch: (next: CompanyListSearch) => void
  renderPageLink: (
    search: CompanyListSearch,
    props: { className: string; children: ReactNode; 'aria-label': string; 'aria-current'?: 'page' },
  ) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const params = companyParamsFromUrl(search)
  const { data } = useSuspenseQuery(companySearchQuery(locale, params))
  const loading = useRouterState({ select: (state) => state.isLoading })
  const update = (next: Partial<CompanySearchParams>) =>
    onSearch(toCompanyListSearch({ ...params, page: 1, ...next }))
  const titles: Record<CompanyFilterKey, string> = {
    sector_activity: t`Secteur`,
    number_employes: t`Taille`,
    zones: t`Région`,
  }
  const definitions: FilterDefinition<CompanyFilterKey>[] = COMPANY_FILTER_KEYS.map((key) => ({
    key,
    title: titles[key],
    groups: filterOptionGroups({
      key,
      values: COMPANY_FILTER_VALUES[key],
      labels: FILTER_VALUE_LABELS[key],
      grouping: FILTER_GROUPINGS[key],
      counts: data.facets[key],
      i18n,
    }),
  }))
  const hasActiveFilters = Object.keys(params.filters).length > 0 || params.query !== ''
  return (
    <>
      <ListHeader
        title={t`Entreprises à impact`}
        intro={t`Des organisations sélectionnées par notre comité pour leur engagement envers la société et l'environnement.`}
        summary={i18n._(
          msg`${plural(data.total, { one: '# entreprise engagée', other: '# entreprises engagées' })}`,
        )}
        search={{
          id: 'company-search',
          label: t`Nom, mission ou mot-clé`,
          placeholder: t`Ex. : économie circulaire`,
          query: params.query,
          onSubmit: (query) => {
            trackSearch(query, 'companies')
            update({ query })
          },
        }}
        filters={
          <FilterBar
            definitions={definitions}
            mainFilters={COMPANY_FILTER_KEYS}
            filters={params.filters}
            submitLabel={t`Afficher les entreprises`}
            onChange={(filters) => update({ filters: parseCompanyFilters(filters) })}
          />
        }
      />
      {/* Busy while the next results load: the cards shown are still the previous search's. */}
      <Container className={css({ py: '8' })} aria-busy={loading}>
        {data.total === 0 ? (
          <NoResults
            title={t`Désolé, aucune entreprise ne correspond à votre recherche.`}
            onReset={hasActiveFilters ? () => onSearch({}) : undefined}
          />
        ) : (
          <ul
            className={grid({
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
            })}
          >
            {data.companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          renderLink={(page, props) => renderPageLink(toCompanyListSearch({ ...params, page }), props)}
        />
        <div className={grid({ gap: '6', mt: '10' })}>
          <Banner kind="cofounder" />
          <Banner kind="talentSearch" />
        </div>
      </Container>
    </>
  )
}

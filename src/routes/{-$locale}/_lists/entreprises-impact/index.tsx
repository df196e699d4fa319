import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { companySearchQuery } from '~/features/companies/companies.queries'
import { CompanyListPage } from '~/features/companies/company-list-page'
import { companyListSearchSchema, companyParamsFromUrl } from '~/features/companies/company-list-url'
import { SearchLink } from '~/i18n/localized-link'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/entreprises-impact/')({
  validateSearch: companyListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(
      companySearchQuery(context.locale, companyParamsFromUrl(deps.search)),
    )
  },
  head: (context) =>
    pageHead(context, {
      title: msg`Entreprises à impact en Belgique · Tremplin`,
      description: msg`Découvrez les entreprises et associations belges sélectionnées pour leur impact social et environnemental : leurs missions, leurs équipes et leurs offres d'emploi.`,
    }),
  component: CompaniesRoute,
})

function CompaniesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CompanyListPage
      search={search}
      onSearch={(next) => navigate({ search: next })}
      renderPageLink={(next, props) => <SearchLink search={next} {...props} />}
    />
  )
}

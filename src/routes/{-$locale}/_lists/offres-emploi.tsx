import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SaveSearchButton } from '~/features/alerts/save-search-button'
import { OfferListPage } from '~/features/offers/offer-list-page'
import { OfferListSeoText } from '~/features/offers/offer-list-seo-text'
import { offerListSearchSchema, searchParamsFromUrl } from '~/features/offers/offer-list-url'
import { offerSearchQuery } from '~/features/offers/offers.queries'
import { SearchLink } from '~/i18n/localized-link'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/offres-emploi')({
  validateSearch: offerListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(
      offerSearchQuery(context.locale, searchParamsFromUrl(deps.search)),
    )
  },
  head: (context) => ({
    ...pageHead(context, {
      title: msg`Offres d'emploi à impact en Belgique · Tremplin`,
      description: msg`Des offres d'emploi, de stage et de bénévolat dans des organisations à impact, partout en Belgique : filtrez par région, contrat, télétravail et secteur.`,
    }),
    links: [
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Tremplin RSS',
        href: `/feeds/${context.match.context.locale}.xml`,
      },
    ],
  }),
  component: JobsRoute,
})

function JobsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <OfferListPage
      search={search}
      onSearch={(next) => navigate({ search: next })}
      renderPageLink={(next, props) => <SearchLink search={next} {...props} />}
      seoText={<OfferListSeoText />}
      SaveSearch={SaveSearchButton}
    />
  )
}

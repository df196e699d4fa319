import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { SaveSearchButton } from '~/features/alerts/save-search-button'
import { OfferListPage } from '~/features/offers/offer-list-page'
import {
  offerListSearchSchema,
  parseOfferFilters,
  parsePage,
  toListSearch,
} from '~/features/offers/offer-list-url'
import { offerSearchQuery } from '~/features/offers/offers.queries'
import { LOCALES } from '~/i18n/locales'
import { SearchLink } from '~/i18n/localized-link'
import { internalPathFor, pathFor } from '~/i18n/paths'

/** A popular page (sector, city or job): the job list pre-filtered, with its own title and text. */
export const Route = createFileRoute('/{-$locale}/_lists/pages/$page')({
  validateSearch: offerListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    const popular = await (await import('~/features/pages/popular-pages.functions')).getPopularPageFn({
      data: { slug: params.page },
    })
    if (!popular) throw notFound()
    const search = { query: '', filters: parseOfferFilters(popular.filters), page: parsePage(deps.page) }
    await context.queryClient.ensureQueryData(offerSearchQuery(context.locale, search))
    const alternates = Object.fromEntries(
      LOCALES.filter((locale) => popular.slugs[locale]).map((locale) => [
        locale,
        pathFor('popularPage', locale, { page: popular.slugs[locale] }),
      ]),
    )
    return { popular, search: toListSearch(search), alternates }
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: [
            { title: `${loaderData.popular.title} · Tremplin` },
            { name: 'description', content: loaderData.popular.intro },
            { property: 'og:title', content: loaderData.popular.title },
          ],
        }
      : {},
  component: PopularPageRoute,
})

function PopularPageRoute() {
  const { popular, search } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const navigate = useNavigate()
  return (
    <OfferListPage
      heading={{ title: popular.title, intro: popular.intro }}
      search={search}
      // Refining the search leaves the popular page for the job list with the same filters.
      onSearch={(next) => navigate({ to: internalPathFor('jobs', locale) as never, search: next as never })}
      renderPageLink={(next, props) => <SearchLink search={{ page: next.page }} {...props} />}
      SaveSearch={SaveSearchButton}
    />
  )
}

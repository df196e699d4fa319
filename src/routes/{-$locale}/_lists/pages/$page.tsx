import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router'
import { JobListPage } from '~/features/jobs/job-list-page'
import { jobSearchQuery } from '~/features/jobs/jobs.queries'
import { jobListSearchSchema, parseJobFilters, parsePage, toListSearch } from '~/features/jobs/jobs.search'
import { LOCALES } from '~/i18n/locales'
import { internalPathFor, pathFor } from '~/i18n/paths'

/** A popular page (sector, city or job): the job list pre-filtered, with its own title and text. */
export const Route = createFileRoute('/{-$locale}/_lists/pages/$page')({
  validateSearch: jobListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, params, deps }) => {
    const popular = await (await import('~/features/pages/popular-pages.functions')).getPopularPageFn({
      data: { slug: params.page },
    })
    if (!popular) throw notFound()
    const search = { query: '', filters: parseJobFilters(popular.filters), page: parsePage(deps.page) }
    await context.queryClient.ensureQueryData(jobSearchQuery(context.locale, search))
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
    <JobListPage
      heading={{ title: popular.title, intro: popular.intro }}
      search={search}
      // Refining the search leaves the popular page for the job list with the same filters.
      onSearch={(next) => navigate({ to: internalPathFor('jobs', locale) as never, search: next as never })}
      renderPageLink={(next, props) => <Link to="." search={{ page: next.page }} {...props} />}
    />
  )
}

import { msg } from '@lingui/core/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { JobListPage } from '~/features/jobs/job-list-page'
import { JobListSeoText } from '~/features/jobs/job-list-seo-text'
import { jobSearchQuery } from '~/features/jobs/jobs.queries'
import { jobListSearchSchema, searchParamsFromUrl } from '~/features/jobs/jobs.search'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/offres-emploi')({
  validateSearch: jobListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(
      jobSearchQuery(context.locale, searchParamsFromUrl(deps.search)),
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
    <JobListPage
      search={search}
      onSearch={(next) => navigate({ search: next })}
      renderPageLink={(next, props) => <Link to="." search={next} {...props} />}
      seoText={<JobListSeoText />}
    />
  )
}

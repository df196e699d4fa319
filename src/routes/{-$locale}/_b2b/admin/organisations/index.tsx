import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { flag, searchParams, text } from '~/domain/search-params'
import { CommitteeOrganisationsPage } from '~/features/committee/committee-organisation-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/organisations/')({
  validateSearch: searchParams({ query: text(100), suspended: flag }),
  loaderDeps: ({ search }) => ({ query: search.query ?? '', suspended: search.suspended ?? false }),
  loader: async ({ deps }) => {
    const { getCommitteeOrganisationsFn } = await import('~/features/committee/committee.functions')
    const organisations = await getCommitteeOrganisationsFn({ data: deps })
    if (!organisations) throw notFound()
    return { ...deps, organisations }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Organisations · Comité · Tremplin`, noindex: true }),
  component: () => <CommitteeOrganisationsPage {...Route.useLoaderData()} />,
})

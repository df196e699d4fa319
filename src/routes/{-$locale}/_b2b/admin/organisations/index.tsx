import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { CommitteeOrganisationsPage } from '~/features/committee/committee-organisation-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/organisations/')({
  validateSearch: z.object({
    query: z.optional(z.catch(z.string().check(z.maxLength(100)), '')),
    suspended: z.optional(z.catch(z.boolean(), false)),
  }),
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

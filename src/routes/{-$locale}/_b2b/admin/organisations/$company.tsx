import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { CommitteeOrganisationPage } from '~/features/committee/committee-organisation-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/organisations/$company')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.company)) throw notFound()
    const { getCommitteeOrganisationFn } = await import('~/features/committee/committee.functions')
    const organisation = await getCommitteeOrganisationFn({ data: { companyId: params.company } })
    if (!organisation) throw notFound()
    return organisation
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Organisation · Comité · Tremplin`, noindex: true }),
  component: () => <CommitteeOrganisationPage organisation={Route.useLoaderData()} />,
})

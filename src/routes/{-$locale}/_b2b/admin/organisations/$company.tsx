import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { CommitteeOrganisationPage } from '~/features/committee/committee-organisation-pages'
import { SourceReports } from '~/features/offer-sources/offer-sources-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/organisations/$company')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.company)) throw notFound()
    const { getCommitteeOrganisationFn } = await import('~/features/committee/committee.functions')
    const { getCommitteeSourcesFn } = await import('~/features/offer-sources/offer-sources.functions')
    const [organisation, sources] = await Promise.all([
      getCommitteeOrganisationFn({ data: { companyId: params.company } }),
      getCommitteeSourcesFn({ data: { companyId: params.company } }),
    ])
    if (!organisation) throw notFound()
    return { organisation, sources }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Organisation · Comité · Tremplin`, noindex: true }),
  component: () => {
    const { organisation, sources } = Route.useLoaderData()
    return (
      <CommitteeOrganisationPage organisation={organisation}>
        {sources && <SourceReports view={sources} />}
      </CommitteeOrganisationPage>
    )
  },
})

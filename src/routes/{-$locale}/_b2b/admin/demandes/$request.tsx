import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { CommitteeRequestPage } from '~/features/committee/committee-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/demandes/$request')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.request)) throw notFound()
    const { getOrganisationRequestFn } = await import('~/features/committee/committee.functions')
    const request = await getOrganisationRequestFn({ data: { requestId: params.request } })
    if (!request) throw notFound()
    return request
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Demande d'adhésion · Comité · Tremplin`, noindex: true }),
  component: () => <CommitteeRequestPage request={Route.useLoaderData()} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { MembersPage } from '~/features/recruiter/members-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/organisations/$company/membres')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.company)) throw notFound()
    const { getMembersFn } = await import('~/features/recruiter/members.functions')
    const view = await getMembersFn({ data: { companyId: params.company } })
    if (!view) throw notFound()
    return view
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Membres · Espace recruteur · Tremplin`, noindex: true }),
  component: () => <MembersPage view={Route.useLoaderData()} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RecruiterHomePage } from '~/features/recruiter/recruiter-lists'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/')({
  loader: async () => {
    const { getRecruiterCompaniesFn } = await import('~/features/recruiter/recruiter.functions')
    return { companies: (await getRecruiterCompaniesFn()) ?? [] }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Espace recruteur · Tremplin`, noindex: true }),
  component: () => <RecruiterHomePage companies={Route.useLoaderData().companies} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { RecruiterApplicationPage } from '~/features/recruiter/recruiter-application-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/candidatures/$application')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.application)) throw notFound()
    const { getRecruiterApplicationFn } = await import('~/features/recruiter/recruiter.functions')
    const application = await getRecruiterApplicationFn({ data: { applicationId: params.application } })
    if (!application) throw notFound()
    return application
  },
  staleTime: 0,
  head: (context) =>
    pageHead(context, { title: msg`Candidature · Espace recruteur · Tremplin`, noindex: true }),
  component: () => <RecruiterApplicationPage application={Route.useLoaderData()} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { CompanyProfilePage } from '~/features/recruiter/company-profile-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/organisations/$company/profil')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.company)) throw notFound()
    const { getCompanyProfileFn } = await import('~/features/recruiter/company-profile.functions')
    const profile = await getCompanyProfileFn({ data: { companyId: params.company } })
    if (!profile) throw notFound()
    return profile
  },
  staleTime: 0,
  head: (context) =>
    pageHead(context, { title: msg`Profil de l'organisation · Espace recruteur · Tremplin`, noindex: true }),
  component: function CompanyProfileRoute() {
    const profile = Route.useLoaderData()
    return <CompanyProfilePage key={profile.companyId} profile={profile} />
  },
})

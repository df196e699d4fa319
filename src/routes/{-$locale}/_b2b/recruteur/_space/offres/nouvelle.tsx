import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { searchParams, uuid } from '~/domain/search-params'
import { NewOfferPage } from '~/features/recruiter/offer-editor-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/offres/nouvelle')({
  validateSearch: searchParams({ company: uuid }),
  loader: async () => {
    const { getOfferCompaniesFn } = await import('~/features/recruiter/offer-editor.functions')
    const companies = await getOfferCompaniesFn()
    if (!companies) throw notFound()
    return { companies }
  },
  staleTime: 0,
  head: (context) =>
    pageHead(context, { title: msg`Nouvelle offre · Espace recruteur · Tremplin`, noindex: true }),
  component: () => (
    <NewOfferPage companies={Route.useLoaderData().companies} companyId={Route.useSearch().company} />
  ),
})

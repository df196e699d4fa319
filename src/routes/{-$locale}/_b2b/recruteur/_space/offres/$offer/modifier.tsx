import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { flag, searchParams } from '~/domain/search-params'
import { EditOfferPage } from '~/features/recruiter/offer-editor-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/offres/$offer/modifier')({
  validateSearch: searchParams({ saved: flag }),
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.offer)) throw notFound()
    const { getEditableOfferFn } = await import('~/features/recruiter/offer-editor.functions')
    const offer = await getEditableOfferFn({ data: { offerId: params.offer } })
    if (!offer) throw notFound()
    return offer
  },
  staleTime: 0,
  head: (context) =>
    pageHead(context, { title: msg`Modifier l'offre · Espace recruteur · Tremplin`, noindex: true }),
  component: function EditOfferRoute() {
    const offer = Route.useLoaderData()
    // Another offer (a copy just made) is another form.
    return <EditOfferPage key={offer.id} offer={offer} saved={Route.useSearch().saved === true} />
  },
})

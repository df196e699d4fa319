import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { OfferPreviewPage } from '~/features/recruiter/offer-preview-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/offres/$offer/apercu')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.offer)) throw notFound()
    const { getOfferPreviewFn } = await import('~/features/recruiter/offer-editor.functions')
    const page = await getOfferPreviewFn({ data: { offerId: params.offer } })
    if (!page) throw notFound()
    return page
  },
  staleTime: 0,
  head: (context) =>
    pageHead(context, { title: msg`Aperçu de l'offre · Espace recruteur · Tremplin`, noindex: true }),
  component: () => <OfferPreviewPage page={Route.useLoaderData()} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { UUID_PATTERN } from '~/domain/patterns'
import { OfferSourcesPage } from '~/features/offer-sources/offer-sources-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/organisations/$company/sources')({
  loader: async ({ params }) => {
    if (!UUID_PATTERN.test(params.company)) throw notFound()
    const { getSourcesFn } = await import('~/features/offer-sources/offer-sources.functions')
    const view = await getSourcesFn({ data: { companyId: params.company } })
    if (!view) throw notFound()
    return view
  },
  staleTime: 0,
  head: (context) =>
    pageHead(context, { title: msg`Sources d'offres · Espace recruteur · Tremplin`, noindex: true }),
  component: () => <OfferSourcesPage view={Route.useLoaderData()} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { APPLICATION_STATUSES } from '~/domain/enums'
import { MAX_PAGE } from '~/domain/list-search'
import { UUID_PATTERN } from '~/domain/patterns'
import { oneOf, searchParams, wholeNumber } from '~/domain/search-params'
import { OfferApplicantsPage } from '~/features/recruiter/recruiter-lists'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space/offres/$offer/')({
  validateSearch: searchParams({ status: oneOf(APPLICATION_STATUSES), page: wholeNumber(1, MAX_PAGE) }),
  loaderDeps: ({ search }) => ({ status: search.status ?? null, page: search.page ?? 1 }),
  loader: async ({ params, deps }) => {
    if (!UUID_PATTERN.test(params.offer)) throw notFound()
    const { getOfferApplicantsFn } = await import('~/features/recruiter/recruiter.functions')
    const data = await getOfferApplicantsFn({ data: { offerId: params.offer, ...deps } })
    if (!data) throw notFound()
    return data
  },
  staleTime: 0,
  head: (context) =>
    pageHead(context, { title: msg`Candidatures · Espace recruteur · Tremplin`, noindex: true }),
  component: () => <OfferApplicantsPage data={Route.useLoaderData()} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ORGANISATION_REQUEST_STATUSES } from '~/domain/enums'
import { oneOf, searchParams } from '~/domain/search-params'
import { CommitteeHomePage } from '~/features/committee/committee-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/')({
  validateSearch: searchParams({ status: oneOf(ORGANISATION_REQUEST_STATUSES) }),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'pending' }),
  loader: async ({ deps }) => {
    const { getOrganisationRequestsFn } = await import('~/features/committee/committee.functions')
    const requests = await getOrganisationRequestsFn({ data: { status: deps.status } })
    if (!requests) throw notFound()
    return { status: deps.status, requests }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Comité de sélection · Tremplin`, noindex: true }),
  component: () => <CommitteeHomePage {...Route.useLoaderData()} />,
})

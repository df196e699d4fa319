import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ORGANISATION_REQUEST_STATUSES } from '~/domain/enums'
import { CommitteeHomePage } from '~/features/committee/committee-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_b2b/admin/')({
  validateSearch: z.object({
    status: z.optional(z.catch(z.enum(ORGANISATION_REQUEST_STATUSES), undefined as never)),
  }),
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

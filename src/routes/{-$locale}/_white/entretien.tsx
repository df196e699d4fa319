import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text, uuid, wholeNumber } from '~/domain/search-params'
import { type InterviewPickData, InterviewPickPage } from '~/features/applications/interview-pick-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/entretien')({
  validateSearch: searchParams({ interview: uuid, expires: wholeNumber(0, 2 ** 40), signature: text(200) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }): Promise<InterviewPickData> => {
    const { interview, expires, signature } = deps
    if (!interview || expires === undefined || !signature) return { ok: false, error: 'not-found' }
    const link = { interview, expires, signature }
    const { getInterviewInvitationFn } = await import('~/features/applications/interviews.functions')
    const found = await getInterviewInvitationFn({ data: link })
    return found.ok ? { ...found, link } : found
  },
  head: (context) => pageHead(context, { title: msg`Entretien · Tremplin`, noindex: true }),
  component: () => <InterviewPickPage data={Route.useLoaderData()} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '~/domain/search-params'
import { LinkedinCallbackPage } from '~/features/auth/linkedin-callback-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/auth/linkedin/callback')({
  validateSearch: searchParams({ code: text(2000), state: text(2000) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const { linkedinCallbackFn } = await import('~/features/auth/auth.functions')
    return { outcome: await linkedinCallbackFn({ data: { code: deps.code, state: deps.state } }) }
  },
  // The code is single-use: never re-run this loader from cache or a preload.
  staleTime: Number.POSITIVE_INFINITY,
  head: (context) => pageHead(context, { title: msg`Connexion avec LinkedIn · Tremplin`, noindex: true }),
  component: () => <LinkedinCallbackPage outcome={Route.useLoaderData().outcome} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RecoveryPage } from '~/features/auth/recovery-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/recovery/{-$data}')({
  loader: async ({ params }) => {
    const token = params.data ?? ''
    if (!token) return { token, state: 'invalid' as const, space: 'talent' as const }
    const { recoveryLinkStateFn } = await import('~/features/auth/auth.functions')
    return { token, ...(await recoveryLinkStateFn({ data: { token } })) }
  },
  head: (context) => pageHead(context, { title: msg`Nouveau mot de passe · Tremplin`, noindex: true }),
  component: () => {
    const { token, state, space } = Route.useLoaderData()
    return <RecoveryPage token={token} state={state} space={space} />
  },
})

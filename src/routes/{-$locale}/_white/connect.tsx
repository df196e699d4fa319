import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { AUTH_TABS } from '~/features/auth/auth-tabs'
import { ConnectPage } from '~/features/auth/connect-page'
import { pageHead } from '~/i18n/page-head'
import { internalPathFor } from '~/i18n/paths'

export const Route = createFileRoute('/{-$locale}/_white/connect')({
  validateSearch: z.object({ tab: z.optional(z.catch(z.enum(AUTH_TABS), 'login')) }),
  beforeLoad: ({ context }) => {
    if (context.authUser) throw redirect({ href: internalPathFor('talentAccount', context.locale) })
  },
  head: (context) => pageHead(context, { title: msg`Connexion · Tremplin`, noindex: true }),
  component: () => <ConnectPage tab={Route.useSearch().tab} />,
})

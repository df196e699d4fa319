import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { oneOf, searchParams } from '~/domain/search-params'
import { AUTH_TABS } from '~/features/auth/auth-tabs'
import { ConnectPage } from '~/features/auth/connect-page'
import { pageHead } from '~/i18n/page-head'
import { internalPathFor } from '~/i18n/paths'

export const Route = createFileRoute('/{-$locale}/_white/connect')({
  validateSearch: searchParams({ tab: oneOf(AUTH_TABS) }),
  beforeLoad: ({ context }) => {
    if (context.authUser) throw redirect({ href: internalPathFor('talentAccount', context.locale) })
  },
  head: (context) => pageHead(context, { title: msg`Connexion · Tremplin`, noindex: true }),
  component: () => <ConnectPage tab={Route.useSearch().tab} />,
})

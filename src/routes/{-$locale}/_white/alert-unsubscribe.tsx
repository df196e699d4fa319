import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { searchParams, text } from '~/domain/search-params'
import { AlertUnsubscribePage } from '~/features/alerts/alert-unsubscribe-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_white/alert-unsubscribe')({
  validateSearch: searchParams({ token: text(2000) }),
  head: (context) => pageHead(context, { title: msg`Alertes par e-mail · Tremplin`, noindex: true }),
  component: () => <AlertUnsubscribePage token={Route.useSearch().token ?? ''} />,
})

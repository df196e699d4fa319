import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '~/features/alerts/alerts-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/alerts')({
  loader: async () => {
    const { getMyAlertsFn } = await import('~/features/alerts/alerts.functions')
    return (await getMyAlertsFn()) ?? { searches: [], companies: [], digestPicks: false }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Mes alertes · Tremplin`, noindex: true }),
  component: () => <AlertsPage alerts={Route.useLoaderData()} />,
})

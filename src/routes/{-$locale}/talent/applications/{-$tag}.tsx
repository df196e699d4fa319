import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { APPLICATION_TABS, type ApplicationTab } from '~/domain/enums'
import { MyApplicationsPage } from '~/features/applications/my-applications-page'
import { pageHead } from '~/i18n/page-head'

const isTab = (tag: string): tag is ApplicationTab => (APPLICATION_TABS as readonly string[]).includes(tag)

export const Route = createFileRoute('/{-$locale}/talent/applications/{-$tag}')({
  loader: async ({ params }) => {
    const tab = params.tag ?? 'all'
    if (!isTab(tab)) throw notFound()
    const { getMyApplicationsFn } = await import('~/features/applications/applications.functions')
    return { tab, data: await getMyApplicationsFn({ data: { tab } }) }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Mes candidatures · Tremplin`, noindex: true }),
  component: Page,
})

function Page() {
  const { tab, data } = Route.useLoaderData()
  return <MyApplicationsPage tab={tab} data={data ?? { counts: emptyCounts, applications: [], saved: [] }} />
}

const emptyCounts = Object.fromEntries(APPLICATION_TABS.map((tab) => [tab, 0])) as Record<
  ApplicationTab,
  number
>

import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SiteMapPage } from '~/features/seo/site-map-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_default/plan-du-site')({
  loader: async () => (await import('~/features/seo/site-map-page.functions')).getSiteMapPageFn(),
  head: (context) => pageHead(context, { title: msg`Plan du site · Tremplin` }),
  component: () => <SiteMapPage {...Route.useLoaderData()} />,
})

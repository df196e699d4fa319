import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AllPopularPages } from '~/features/pages/all-popular-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_default/pages/all-category')({
  loader: async () => (await import('~/features/pages/popular-pages.functions')).listAllPopularPagesFn(),
  head: (context) => pageHead(context, { title: msg`Toutes les recherches populaires · Tremplin` }),
  component: () => <AllPopularPages pages={Route.useLoaderData()} />,
})

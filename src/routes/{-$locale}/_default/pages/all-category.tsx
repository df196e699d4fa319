import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AllPopularPages } from '~/features/pages/all-popular-pages'
import { listAllPopularPagesFn } from '~/features/pages/popular-pages.functions'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_default/pages/all-category')({
  loader: ({ context }) => listAllPopularPagesFn({ data: { locale: context.locale } }),
  head: (context) => pageHead(context, { title: msg`Toutes les recherches populaires · Tremplin` }),
  component: () => <AllPopularPages pages={Route.useLoaderData()} />,
})

import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { homePageQuery } from '~/features/home/home.queries'
import { HomePage } from '~/features/home/home-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_default/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(homePageQuery(context.locale))
  },
  head: (context) =>
    pageHead(context, {
      title: msg`Tremplin · Offres d'emploi à impact en Belgique`,
      description: msg`Trouvez un emploi, un stage ou une mission de bénévolat dans une entreprise ou une association à impact social et environnemental en Belgique.`,
    }),
  component: HomePage,
})

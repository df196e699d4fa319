import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MediaHubPage } from '~/features/media/media-hub-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/media/')({
  loader: async () => (await import('~/features/media/media-hub.functions')).getMediaHubFn(),
  head: (context) =>
    pageHead(context, {
      title: msg`Média : articles et podcast · Tremplin`,
      description: msg`Des articles pour trouver un job qui a du sens et un podcast où celles et ceux qui travaillent pour la société et l'environnement racontent leur parcours.`,
    }),
  component: () => <MediaHubPage {...Route.useLoaderData()} />,
})

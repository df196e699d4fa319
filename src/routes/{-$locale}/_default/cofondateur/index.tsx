import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { cofounderLandingQuery } from '~/features/cofounder/cofounder.queries'
import { CofounderLandingPage } from '~/features/cofounder/cofounder-landing-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_default/cofondateur/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(cofounderLandingQuery(context.locale))
  },
  head: (context) =>
    pageHead(context, {
      title: msg`Devenir cofondateur d'un projet à impact · Tremplin`,
      description: msg`Rejoignez un projet social ou environnemental comme associé, ou publiez le vôtre pour trouver la personne avec qui le faire grandir, en Belgique.`,
    }),
  component: CofounderLandingPage,
})

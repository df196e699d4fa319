import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TalentAccountPage } from '~/features/talent/talent-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/settings/account/{-$user}')({
  head: (context) => pageHead(context, { title: msg`Mon compte · Tremplin`, noindex: true }),
  component: () => <TalentAccountPage user={Route.useRouteContext().authUser} />,
})

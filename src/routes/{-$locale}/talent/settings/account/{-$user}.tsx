import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TalentAccountPage } from '~/features/talent/talent-pages'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/settings/account/{-$user}')({
  head: (context) => {
    const head = pageHead(context, { title: msg`Mon compte · Tremplin` })
    return { meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: () => <TalentAccountPage user={Route.useRouteContext().authUser} />,
})

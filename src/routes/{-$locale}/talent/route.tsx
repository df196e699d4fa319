import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { rememberRedirect } from '~/features/auth/redirect-cookie'
import { TalentAreaNotForRecruiters } from '~/features/recruiter/recruiter-access'
import { internalPathFor } from '~/i18n/paths'

/**
 * docs/product.md#pages: every path under /talent needs a session; without one the requested path is kept in the
 * `redirect_url` cookie for an hour and the visitor goes to /connect.
 */
export const Route = createFileRoute('/{-$locale}/talent')({
  beforeLoad: async ({ context, location }) => {
    if (context.authUser) return { authUser: context.authUser }
    await rememberRedirect(location.href)
    throw redirect({ href: internalPathFor('login', context.locale) })
  },
  // A recruiter signed in: the talent area is not hers (her space is linked).
  component: () =>
    Route.useRouteContext().authUser.role !== 'talent' ? <TalentAreaNotForRecruiters /> : <Outlet />,
})

import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { rememberRedirect } from '~/features/auth/redirect-cookie'
import { RecruiterAccessRefused } from '~/features/recruiter/recruiter-access'
import { internalPathFor } from '~/i18n/paths'

/**
 * The recruiter space: signed out, the page asked for is kept (as for the talent area) and the recruiter
 * sign-in opens; a talent account is told that platform access is not allowed (docs/product.md#roles).
 */
export const Route = createFileRoute('/{-$locale}/_b2b/recruteur/_space')({
  beforeLoad: async ({ context, location }) => {
    if (context.authUser?.role === 'admin') throw redirect({ href: internalPathFor('admin', context.locale) })
    if (context.authUser) return { authUser: context.authUser }
    await rememberRedirect(location.href)
    throw redirect({ href: internalPathFor('recruiterLogin', context.locale) })
  },
  component: () =>
    Route.useRouteContext().authUser.role === 'recruiter' ? <Outlet /> : <RecruiterAccessRefused />,
})

import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { rememberRedirect } from '~/features/auth/redirect-cookie'
import { internalPathFor } from '~/i18n/paths'

/**
 * The selection committee's space: admins only. Signed out, the page asked for is kept and the
 * organisations' sign-in opens; anyone else finds nothing here.
 */
export const Route = createFileRoute('/{-$locale}/_b2b/admin')({
  beforeLoad: async ({ context, location }) => {
    if (!context.authUser) {
      await rememberRedirect(location.href)
      throw redirect({ href: internalPathFor('recruiterLogin', context.locale) })
    }
    if (context.authUser.role !== 'admin') throw notFound()
  },
  component: Outlet,
})

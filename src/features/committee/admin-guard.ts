import type { SessionUser } from '~/features/auth/sessions.server'

/** Guard of the committee's server functions: `if (!isAdmin(user)) return SIGNED_OUT`. */
export const isAdmin = (user: SessionUser | null): user is SessionUser => user?.role === 'admin'

import { createServerFn } from '@tanstack/react-start'
import { resendAddressConfirmation } from './address-confirmation.server'
import { SIGNED_OUT, sessionMiddleware } from './session-middleware'

/** Sends the signed-in user's confirmation link again (rate-limited per account). */
export const resendConfirmationFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .handler(async ({ context: { db, user } }) => (user ? resendAddressConfirmation(db, user.id) : SIGNED_OUT))

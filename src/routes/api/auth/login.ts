import { createFileRoute } from '@tanstack/react-router'
import { loginSchema } from '~/domain/validation'
import { signInWithPassword } from '~/features/auth/accounts.server'
import { createSession } from '~/features/auth/sessions.server'
import { apiError, jsonPostEndpoint, tooManyRequests } from '~/server/api'
import { clientKey } from '~/server/rate-limit'

const MESSAGES = {
  missing: 'No account has this e-mail address.',
  'wrong-password': 'Wrong password.',
  'not-allowed': 'This account may not sign in on the talent platform; contact the administrator.',
} as const

/** `POST /api/auth/login` `{ email, password }` (spec §7): `{ access_token }` for `Authorization: Bearer`. */
export const Route = createFileRoute('/api/auth/login')({
  server: {
    handlers: jsonPostEndpoint(
      loginSchema,
      'A valid "email" and a "password" are required.',
      async ({ email, password }, { db }) => {
        const result = await signInWithPassword(db, email, password, clientKey())
        if (result.kind === 'throttled')
          return tooManyRequests(result.retryAfterS, 'Too many sign-in attempts; try again later.')
        if (result.kind !== 'ok')
          return apiError(result.kind === 'not-allowed' ? 403 : 401, MESSAGES[result.kind])
        const session = await createSession(db, result.userId)
        return Response.json({ access_token: session.accessToken, token_type: 'Bearer' })
      },
    ),
  },
})

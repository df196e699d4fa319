import { createFileRoute } from '@tanstack/react-router'
import { signInWithPassword } from '~/features/auth/accounts.server'
import { loginBody } from '~/features/auth/login-api'
import { createSession } from '~/features/auth/sessions.server'
import { apiError, jsonPostEndpoint, tooManyRequests } from '~/server/api'
import { clientKey } from '~/server/rate-limit'

const MESSAGES = {
  missing: 'No account has this e-mail address.',
  'wrong-password': 'Wrong password.',
  'not-allowed': 'This account may not sign in to this platform; contact the administrator.',
  'recruiter-account': 'This is a recruiter account: sign in with "space": "recruiter".',
} as const

/**
 * `POST /api/auth/login` `{ email, password, space? }` (docs/product.md#api): `{ access_token }` for `Authorization:
 * Bearer`. `space` is `talent` (default) or `recruiter` (the organisations' side); the other role is a 403.
 */
export const Route = createFileRoute('/api/auth/login')({
  server: {
    handlers: jsonPostEndpoint(
      loginBody,
      'A valid "email" and a "password" are required ("space": "talent" or "recruiter" is optional).',
      async ({ email, password, space }, { db }) => {
        const result = await signInWithPassword(db, email, password, clientKey(), space)
        if (result.kind === 'throttled')
          return tooManyRequests(result.retryAfterS, 'Too many sign-in attempts; try again later.')
        if (result.kind !== 'ok')
          return apiError(
            result.kind === 'not-allowed' || result.kind === 'recruiter-account' ? 403 : 401,
            MESSAGES[result.kind],
          )
        const session = await createSession(db, result.userId)
        return Response.json({ access_token: session.accessToken, token_type: 'Bearer' })
      },
    ),
  },
})

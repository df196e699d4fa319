import { createFileRoute } from '@tanstack/react-router'
import { loginSchema } from '~/domain/validation'
import { signInWithPassword } from '~/features/auth/accounts.server'
import { createSession } from '~/features/auth/sessions.server'
import { apiError, otherMethods, readJsonBody } from '~/server/api'
import { getDb } from '~/server/db'
import { clientKey } from '~/server/rate-limit'

const MESSAGES = {
  missing: 'No account has this e-mail address.',
  'wrong-password': 'Wrong password.',
  'not-allowed': 'This account may not sign in on the talent platform; contact the administrator.',
} as const

/** `POST /api/auth/login` `{ email, password }` (spec §7): `{ access_token }` for `Authorization: Bearer`. */
export const Route = createFileRoute('/api/auth/login')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request }) => {
        const body = await readJsonBody(request)
        if (!body.ok) return body.response
        const parsed = loginSchema.safeParse(body.value)
        if (!parsed.success) return apiError(400, 'A valid "email" and a "password" are required.')
        const db = await getDb()
        const result = await signInWithPassword(db, parsed.data.email, parsed.data.password, clientKey())
        if (result.kind === 'throttled') {
          const response = apiError(429, 'Too many sign-in attempts; try again later.')
          response.headers.set('retry-after', String(result.retryAfterS))
          return response
        }
        if (result.kind !== 'ok')
          return apiError(result.kind === 'not-allowed' ? 403 : 401, MESSAGES[result.kind])
        const session = await createSession(db, result.userId)
        return Response.json({ access_token: session.accessToken, token_type: 'Bearer' })
      },
    },
  },
})

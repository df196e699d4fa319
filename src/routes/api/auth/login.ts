import { createFileRoute } from '@tanstack/react-router'
import { loginSchema } from '~/domain/validation'
import { checkCredentials } from '~/features/auth/accounts.server'
import { createSession } from '~/features/auth/sessions.server'
import { apiError, otherMethods, readJsonBody } from '~/server/api'
import { getDb } from '~/server/db'
import {
  blockedForS,
  clientKey,
  hitRateLimit,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_IP_LIMIT,
  resetRateLimit,
} from '~/server/rate-limit'

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
        const byIp = await hitRateLimit(db, `login:ip:${clientKey()}`, LOGIN_IP_LIMIT)
        const accountKey = `login:account:${parsed.data.email.trim().toLowerCase()}`
        const blocked = byIp.allowed
          ? await blockedForS(db, accountKey, LOGIN_ACCOUNT_LIMIT)
          : byIp.retryAfterS
        if (blocked > 0) {
          const response = apiError(429, 'Too many sign-in attempts; try again later.')
          response.headers.set('retry-after', String(blocked))
          return response
        }
        const result = await checkCredentials(db, parsed.data.email, parsed.data.password)
        if (result.kind !== 'ok') {
          await hitRateLimit(db, accountKey, LOGIN_ACCOUNT_LIMIT)
          return apiError(result.kind === 'not-allowed' ? 403 : 401, MESSAGES[result.kind])
        }
        await resetRateLimit(db, accountKey)
        const session = await createSession(db, result.userId)
        return Response.json({ access_token: session.accessToken, token_type: 'Bearer' })
      },
    },
  },
})

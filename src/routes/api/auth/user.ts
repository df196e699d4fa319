import { createFileRoute } from '@tanstack/react-router'
import type { z } from 'zod'
import type { signedInUserSchema } from '~/features/auth/auth.openapi'
import { currentUser } from '~/features/auth/current-user.server'
import { savedItemIds } from '~/features/saved-items/saved-items.server'
import { apiError, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/auth/user` (docs/product.md#api): the signed-in user under `data` (bearer token or session cookies). */
export const Route = createFileRoute('/api/auth/user')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async () => {
        const db = await getDb()
        const user = await currentUser(db)
        if (!user) return apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".')
        const saved = await savedItemIds(db, user.id)
        return Response.json({
          data: {
            uuid: user.id,
            firstname: user.firstName,
            lastname: user.lastName,
            email: user.email,
            avatar: { src: user.avatarSrc },
            GDPRAccepted: user.gdprAccepted,
            has_used_ai_cv: user.hasUsedAiCv,
            email_verified: user.emailVerified,
            saved_data: saved,
          } satisfies z.output<typeof signedInUserSchema>,
        })
      },
    },
  },
})

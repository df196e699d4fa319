import { createFileRoute } from '@tanstack/react-router'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { currentUser } from '~/features/auth/current-user.server'
import { replaceSavedJobs } from '~/features/talent/saved-jobs.server'
import { apiError, otherMethods, readJsonBody } from '~/server/api'
import { getDb } from '~/server/db'
import { talents } from '~/server/db/schema'

const bodySchema = z.object({
  talent_uuid: z.uuid(),
  saved_data: z.array(z.uuid()).max(1000),
})

/**
 * `POST /api/talents/toggle-save` `{ talent_uuid, saved_data }` (spec §7): the full list of saved job ids
 * replaces the signed-in talent's; answers `{ saved_data }`. Only one's own list: another uuid is a 403.
 */
export const Route = createFileRoute('/api/talents/toggle-save')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request }) => {
        const body = await readJsonBody(request)
        if (!body.ok) return body.response
        const parsed = bodySchema.safeParse(body.value)
        if (!parsed.success)
          return apiError(
            400,
            '"talent_uuid" (uuid) and "saved_data" (a list of job offer uuids) are required.',
          )
        const db = await getDb()
        const user = await currentUser(db)
        if (!user) return apiError(401, 'Not signed in.')
        const [talent] = await db.select({ id: talents.id }).from(talents).where(eq(talents.userId, user.id))
        if (parsed.data.talent_uuid !== user.id && parsed.data.talent_uuid !== talent?.id)
          return apiError(403, 'This list belongs to another talent.')
        const saved = await replaceSavedJobs(db, user.id, parsed.data.saved_data)
        return Response.json({ saved_data: saved })
      },
    },
  },
})

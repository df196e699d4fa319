import { createFileRoute } from '@tanstack/react-router'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { currentUser } from '~/features/auth/current-user.server'
import { replaceSavedItems } from '~/features/saved-items/saved-items.server'
import { apiError, jsonPostEndpoint } from '~/server/api'
import { talents } from '~/server/db/schema'

/**
 * A saved item: its id, or the spec §3 object form (`{ type: 'jobs', offer_uuid }`,
 * `{ type: 'articles', article_uuid }`).
 */
const savedItem = z.union([
  z.uuid(),
  z.object({ type: z.literal('jobs'), offer_uuid: z.uuid() }).transform((item) => item.offer_uuid),
  z.object({ type: z.literal('articles'), article_uuid: z.uuid() }).transform((item) => item.article_uuid),
])

const bodySchema = z.object({
  talent_uuid: z.uuid(),
  saved_data: z.array(savedItem).max(1000),
})

/**
 * `POST /api/talents/toggle-save` `{ talent_uuid, saved_data }` (spec §7): the full list of saved offer and
 * article ids replaces the signed-in talent's; answers `{ saved_data }` (ids). Only one's own list: another
 * uuid is a 403.
 */
export const Route = createFileRoute('/api/talents/toggle-save')({
  server: {
    handlers: jsonPostEndpoint(
      bodySchema,
      '"talent_uuid" (uuid) and "saved_data" (a list of job offer and article uuids) are required.',
      async ({ talent_uuid, saved_data }, { db }) => {
        const user = await currentUser(db)
        if (!user) return apiError(401, 'Not signed in.')
        const [talent] = await db.select({ id: talents.id }).from(talents).where(eq(talents.userId, user.id))
        if (talent_uuid !== user.id && talent_uuid !== talent?.id)
          return apiError(403, 'This list belongs to another talent.')
        return Response.json({ saved_data: await replaceSavedItems(db, user.id, saved_data) })
      },
    ),
  },
})

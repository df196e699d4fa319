import { createFileRoute } from '@tanstack/react-router'
import { eq } from 'drizzle-orm'
import { currentUser } from '~/features/auth/current-user.server'
import { replaceSavedItems } from '~/features/saved-items/saved-items.server'
import { toggleSaveBody } from '~/features/saved-items/saved-items-api'
import { apiError, jsonPostEndpoint } from '~/server/api'
import { talents } from '~/server/db/schema'

/**
 * `POST /api/talents/toggle-save` `{ talent_uuid, saved_data }` (docs/product.md#api): the full list of saved offer and
 * article ids replaces the signed-in talent's; answers `{ saved_data }` (ids). Only one's own list: another
 * uuid is a 403.
 */
export const Route = createFileRoute('/api/talents/toggle-save')({
  server: {
    handlers: jsonPostEndpoint(
      toggleSaveBody,
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

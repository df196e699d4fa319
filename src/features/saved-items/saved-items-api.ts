import { z } from 'zod'

/**
 * A saved item: its id, or the docs/product.md#data object form (`{ type: 'jobs', offer_uuid }`,
 * `{ type: 'articles', article_uuid }`).
 */
const savedItem = z.union([
  z.uuid(),
  z.object({ type: z.literal('jobs'), offer_uuid: z.uuid() }).transform((item) => item.offer_uuid),
  z.object({ type: z.literal('articles'), article_uuid: z.uuid() }).transform((item) => item.article_uuid),
])

/** The body of `POST /api/talents/toggle-save`. */
export const toggleSaveBody = z.object({
  talent_uuid: z.uuid(),
  saved_data: z.array(savedItem).max(1000),
})

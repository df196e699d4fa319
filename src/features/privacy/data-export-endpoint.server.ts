/** `GET /api/account/data-export`: the signed-in user's own data as a zip; rate-limited per account. */
import { apiError, tooManyRequests } from '~/server/api'
import type { Database } from '~/server/db/client'
import { DATA_EXPORT_LIMIT, hitRateLimit } from '~/server/rate-limit'
import { exportUserData } from './data-export.server'

export async function handleDataExport(
  db: Database,
  userId: string | null,
  now = new Date(),
): Promise<Response> {
  if (!userId) return apiError(401, 'Sign in to download your data.')
  const limited = await hitRateLimit(db, `data-export:${userId}`, DATA_EXPORT_LIMIT)
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS, 'Too many exports: try again later.')
  const zip = await exportUserData(db, userId)
  if (!zip) return apiError(401, 'Sign in to download your data.')
  return new Response(zip, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="tremplin-data-${now.toISOString().slice(0, 10)}.zip"`,
      'cache-control': 'private, no-store',
    },
  })
}

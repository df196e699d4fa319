/**
 * `GET /api/talents/get-cv?name=&link=&uuid=` (docs/product.md#api): fills the signed-in talent's profile from her CV at
 * `link` (a location `POST /api/upload` answered). A GET that writes, as the spec has it: with the session
 * cookie it is refused unless the browser says the call comes from this site (`Sec-Fetch-Site`), so a link
 * on another site cannot trigger it; with a bearer token it is a plain API call. Answers 401 signed out,
 * 403 for another talent's uuid or a cross-site call, 404 when the CV is not hers or missing, 422 when
 * the PDF has no text, 429 over the limit.
 */

import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { SessionUser } from '~/features/auth/sessions.server'
import { apiError, apiLocale, parseQueryParams, tooManyRequests } from '~/server/api'
import type { Database } from '~/server/db/client'
import { talents } from '~/server/db/schema'
import { CV_IMPORT_LIMIT, hitRateLimit } from '~/server/rate-limit'
import { importCv } from './cv-import.server'

export const getCvQuery = z.object({
  name: z.string().max(300).optional(),
  link: z.string().min(1, 'link is the location of the uploaded CV').max(300),
  uuid: z.uuid('uuid must be a talent or user uuid').optional(),
})

export async function handleGetCvRequest(
  db: Database,
  user: SessionUser | null,
  request: Request,
): Promise<Response> {
  if (!user) return apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".')
  const byCookie = !/^Bearer\s/i.test(request.headers.get('authorization') ?? '')
  const site = request.headers.get('sec-fetch-site')
  if (byCookie && site !== null && site !== 'same-origin' && site !== 'none')
    return apiError(403, 'This call must come from Tremplin itself.')
  const query = parseQueryParams(request, getCvQuery)
  if (!query.ok) return query.response
  const [talent] = await db.select({ id: talents.id }).from(talents).where(eq(talents.userId, user.id))
  const asked = query.data.uuid?.toLowerCase()
  if (user.role !== 'talent' || (asked && asked !== talent?.id && asked !== user.id))
    return apiError(403, 'This profile belongs to another talent.')
  const limit = await hitRateLimit(db, `cv-import:${user.id}`, CV_IMPORT_LIMIT)
  if (!limit.allowed) return tooManyRequests(limit.retryAfterS, 'Too many CV imports: try again later.')
  const outcome = await importCv(db, user, apiLocale(request), query.data.link)
  if (outcome.ok) {
    const { filled, unsure, proposed, little } = outcome
    return Response.json({ data: { filled, unsure, proposed, little } })
  }
  switch (outcome.error) {
    case 'no-cv':
      return apiError(404, 'No CV of yours at this link: upload it first (POST /api/upload).')
    case 'unreadable':
      return apiError(422, 'This PDF has no text (a scan or a picture): it cannot be read.', {
        code: 'unreadable',
      })
    default:
      return apiError(400, 'The CV could not be read.', { code: outcome.error })
  }
}

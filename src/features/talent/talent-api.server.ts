/**
 * `GET /api/talents?uuid=<talent or user uuid>` (docs/product.md#api): the signed-in talent, with her CV (`cv: { name,
 * src }`, `src` a fresh signed link) — only oneself: any other uuid is a 403, known or not (so the
 * answer tells nothing about other accounts).
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { talentFiles } from '~/features/uploads/talent-files.server'
import { apiError, parseQueryParams } from '~/server/api'
import type { Database } from '~/server/db/client'
import { talents, users } from '~/server/db/schema'

export const talentQuery = z.object({ uuid: z.uuid('uuid must be a talent or user uuid').optional() })

export type TalentApiAnswer = {
  uuid: string
  user_uuid: string
  firstname: string
  lastname: string
  email: string
  picture: { src: string } | null
  cv: { name: string; src: string } | null
}

export async function ownTalent(db: Database, userId: string): Promise<TalentApiAnswer | null> {
  const [row] = await db
    .select({
      uuid: talents.id,
      firstName: talents.firstName,
      lastName: talents.lastName,
      email: talents.email,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      userEmail: users.email,
    })
    .from(talents)
    .innerJoin(users, eq(users.id, talents.userId))
    .where(eq(talents.userId, userId))
  if (!row) return null
  const files = await talentFiles(db, userId)
  return {
    uuid: row.uuid,
    user_uuid: userId,
    firstname: row.firstName ?? row.userFirstName,
    lastname: row.lastName ?? row.userLastName,
    email: row.email ?? row.userEmail,
    picture: files.picture,
    cv: files.cv ? { name: files.cv.name, src: files.cv.src } : null,
  }
}

export async function handleTalentRequest(
  db: Database,
  userId: string | null,
  request: Request,
): Promise<Response> {
  if (!userId) return apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".')
  const query = parseQueryParams(request, talentQuery)
  if (!query.ok) return query.response
  const talent = await ownTalent(db, userId)
  if (!talent) return apiError(403, 'Only talents have a talent profile.')
  const asked = query.data.uuid?.toLowerCase()
  if (asked && asked !== talent.uuid && asked !== userId)
    return apiError(403, 'This profile belongs to another talent.')
  return Response.json(talent, { headers: { 'cache-control': 'private, no-store' } })
}

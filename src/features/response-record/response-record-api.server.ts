/** `GET /api/organisations/<company>/response-record`: public, as on the organisation's page. */
import { and, eq, isNull } from 'drizzle-orm'
import { UUID_PATTERN } from '~/domain/validation'
import { apiError } from '~/server/api'
import type { Database } from '~/server/db/client'
import { companies } from '~/server/db/schema'
import { responseRecord } from './response-record.server'

export async function handleResponseRecord(db: Database, companyId: string): Promise<Response> {
  if (!UUID_PATTERN.test(companyId)) return apiError(404, 'No such organisation.')
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.suspendedAt)))
  if (!company) return apiError(404, 'No such organisation.')
  return Response.json({ data: await responseRecord(db, companyId) })
}

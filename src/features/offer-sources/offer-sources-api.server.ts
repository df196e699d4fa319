/**
 * The offer sources' `/api` doors: the same services as the sources page. Members of the organisation read
 * its sources and reports (the committee too); owners preview, connect, import now and remove.
 */
import { z } from 'zod'
import { absentableOr } from '~/domain/api-fields'
import {
  SOURCE_APPLY_ON,
  SOURCE_INTERVALS,
  SOURCE_KINDS,
  SOURCE_URL_MAX_LENGTH,
} from '~/domain/offer-sources'
import { UUID_PATTERN } from '~/domain/validation'
import type { SessionUser } from '~/features/auth/sessions.server'
import { apiError, parseJsonBody, tooManyRequests } from '~/server/api'
import type { Database } from '~/server/db/client'
import { importFetchOptions } from '~/server/fetching/import-fetch-options'
import { hitRateLimit, RECRUITER_WRITE_LIMIT } from '~/server/rate-limit'
import {
  addSource,
  importNow,
  previewSource,
  removeSource,
  type SourceOutcome,
  sourcesForCommittee,
  sourcesOf,
} from './offer-sources.server'

export const sourceBody = z
  .object({
    kind: z.enum(SOURCE_KINDS).meta({
      description: '`careers_page`: a page whose job pages carry JobPosting; `feed`: an XML or JSON feed.',
    }),
    url: z.string().min(1).max(SOURCE_URL_MAX_LENGTH),
    publish: absentableOr(
      z.boolean().meta({ description: 'Publish new offers at once (else drafts).' }),
      false,
    ),
    applyOn: absentableOr(z.enum(SOURCE_APPLY_ON), 'tremplin'),
    intervalHours: absentableOr(z.union(SOURCE_INTERVALS.map((hours) => z.literal(hours))), 1),
  })
  .meta({
    example: {
      kind: 'feed',
      url: 'https://jobs.example.org/feed.xml',
      publish: true,
      applyOn: 'source',
      intervalHours: 1,
    },
  })

type Guarded = { ok: true; user: SessionUser } | { ok: false; response: Response }

function signedIn(user: SessionUser | null, allowAdmin = false): Guarded {
  if (!user)
    return {
      ok: false,
      response: apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".'),
    }
  if (user.role !== 'recruiter' && !(allowAdmin && user.role === 'admin'))
    return { ok: false, response: apiError(403, 'Platform access not allowed: recruiter accounts only.') }
  return { ok: true, user }
}

async function writer(db: Database, user: SessionUser | null, id: string): Promise<Guarded> {
  const who = signedIn(user)
  if (!who.ok) return who
  if (!UUID_PATTERN.test(id)) return { ok: false, response: apiError(404, 'No such organisation or source.') }
  const limit = await hitRateLimit(db, `recruiter-write:${who.user.id}`, RECRUITER_WRITE_LIMIT)
  if (!limit.allowed)
    return { ok: false, response: tooManyRequests(limit.retryAfterS, 'Too many changes: try again later.') }
  return who
}

/** A refusal of the services as an answer: who may not, what is not, what cannot be read. */
function refusal(outcome: Extract<SourceOutcome, { ok: false }>): Response {
  const { error } = outcome
  if (error === 'not-found') return apiError(404, 'No such organisation or source (or not one of yours).')
  if (error === 'forbidden')
    return apiError(403, 'Only an owner of the organisation manages its sources.', { code: error })
  if (error === 'suspended')
    return apiError(403, 'The organisation is suspended by the selection committee.', { code: error })
  if (error === 'exists') return apiError(409, 'This source is already connected.', { code: error })
  return apiError(422, `The source cannot be used: ${error}.`, { code: error })
}

/** `GET /api/recruiter/companies/<company>/sources`. */
export async function handleListSources(db: Database, user: SessionUser | null, companyId: string) {
  const who = signedIn(user, true)
  if (!who.ok) return who.response
  if (!UUID_PATTERN.test(companyId)) return apiError(404, 'No such organisation.')
  const view =
    who.user.role === 'admin'
      ? await sourcesForCommittee(db, companyId)
      : await sourcesOf(db, who.user.id, companyId)
  return view ? Response.json({ data: view }) : apiError(404, 'No such organisation (or not one of yours).')
}

/** `POST /api/recruiter/companies/<company>/sources/preview` and `…/sources` (connect, then a first import). */
export async function handleSourceWrite(
  db: Database,
  user: SessionUser | null,
  companyId: string,
  request: Request,
  action: 'preview' | 'add',
) {
  const who = await writer(db, user, companyId)
  if (!who.ok) return who.response
  const body = await parseJsonBody(
    request,
    sourceBody,
    'Send { kind, url, publish?, applyOn?, intervalHours? }.',
  )
  if (!body.ok) return body.response
  if (action === 'preview') {
    const outcome = await previewSource(db, who.user.id, companyId, body.data, importFetchOptions())
    return outcome.ok ? Response.json({ data: outcome.preview }) : refusal(outcome)
  }
  const outcome = await addSource(db, who.user.id, companyId, body.data, importFetchOptions())
  return outcome.ok
    ? Response.json({ data: { uuid: outcome.id, report: outcome.report } }, { status: 201 })
    : refusal(outcome)
}

/** `POST /api/recruiter/sources/<source>/import` and `DELETE /api/recruiter/sources/<source>`. */
export async function handleSourceAction(
  db: Database,
  user: SessionUser | null,
  sourceId: string,
  action: 'import' | 'remove',
) {
  const who = await writer(db, user, sourceId)
  if (!who.ok) return who.response
  if (action === 'remove') {
    const outcome = await removeSource(db, who.user.id, sourceId)
    return outcome.ok ? Response.json({ data: { uuid: sourceId } }) : refusal(outcome)
  }
  const outcome = await importNow(db, who.user.id, sourceId, importFetchOptions())
  return outcome.ok ? Response.json({ data: outcome.report }) : refusal(outcome)
}

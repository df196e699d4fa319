/**
 * The alerts' HTTP endpoints: the RFC 8058 one-click unsubscribe that mail clients POST to (no session,
 * the signed link is the authority), and the operators' "run the digests now".
 */

import { apiError, tooManyRequests } from '~/server/api'
import { sameSecret } from '~/server/auth/same-secret'
import type { Database } from '~/server/db/client'
import { env } from '~/server/env'
import type { JobQueue } from '~/server/jobs/queue'
import { requestDigestRun } from './alert-jobs.server'
import { redeemFromClient } from './unsubscribe-links.server'

/** `POST /api/alerts/unsubscribe?token=…` (body `List-Unsubscribe=One-Click`, which we do not require). */
export async function handleOneClickUnsubscribe(db: Database, request: Request): Promise<Response> {
  const outcome = await redeemFromClient(db, new URL(request.url).searchParams.get('token') ?? '')
  if (outcome.ok) return Response.json({ ok: true, stopped: outcome.stopped.kind })
  if (outcome.error === 'throttled')
    return tooManyRequests(outcome.retryAfterS, 'Too many invalid unsubscribe links; try again later.')
  if (outcome.error === 'invalid') return apiError(400, 'This unsubscribe link is not valid.')
  return apiError(
    410,
    outcome.error === 'used'
      ? 'This unsubscribe link was already used.'
      : 'This unsubscribe link has expired.',
  )
}

/** `POST /api/ops/alert-digests` with `Authorization: Bearer $OPS_TOKEN`: queues a digest run now. */
export async function handleDigestRunRequest(
  request: Request,
  queue: () => Promise<JobQueue>,
): Promise<Response> {
  const { opsToken } = env()
  if (!opsToken) return apiError(404, 'Not found.')
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  if (!sameSecret(given, opsToken)) return apiError(401, 'A valid operator token is required.')
  try {
    const jobId = await requestDigestRun(await queue())
    return Response.json({ queued: jobId !== null, jobId }, { status: jobId ? 202 : 200 })
  } catch (error) {
    console.error('Tremplin: digest run not queued:', error instanceof Error ? error.message : error)
    return apiError(503, 'The job queue is not available; try again in a moment.')
  }
}

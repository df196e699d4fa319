/** `POST /api/ops/answer-deadlines` with `Authorization: Bearer $OPS_TOKEN`: queues an answers run now. */
import { z } from 'zod'
import { apiError, parseJsonBody } from '~/server/api'
import { sameSecret } from '~/server/auth/same-secret'
import { env } from '~/server/env'
import type { JobQueue } from '~/server/jobs/queue'
import { requestAnswerRun } from './answer-jobs.server'

export const answerRunBody = z.object({ at: z.iso.datetime({ offset: true }).nullish() })

export async function handleAnswerRunRequest(
  request: Request,
  queue: () => Promise<JobQueue>,
): Promise<Response> {
  const { opsToken, opsClock } = env()
  if (!opsToken) return apiError(404, 'Not found.')
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
  if (!sameSecret(given, opsToken)) return apiError(401, 'A valid operator token is required.')
  let at: Date | null = null
  if (
    request.headers.get('content-length') !== '0' &&
    request.headers.get('content-type')?.includes('json')
  ) {
    const body = await parseJsonBody(request, answerRunBody, '"at" is an ISO date-time, when given.')
    if (!body.ok) return body.response
    if (body.data.at) {
      // Another day than today closes applications early: only where the operator turned it on.
      if (!opsClock) return apiError(403, '"at" needs OPS_CLOCK=1 (browser tests only).')
      at = new Date(body.data.at)
    }
  }
  try {
    const jobId = await requestAnswerRun(await queue(), at)
    return Response.json({ queued: jobId !== null, jobId }, { status: jobId ? 202 : 200 })
  } catch (error) {
    console.error('Tremplin: answers run not queued:', error instanceof Error ? error.message : error)
    return apiError(503, 'The job queue is not available; try again in a moment.')
  }
}

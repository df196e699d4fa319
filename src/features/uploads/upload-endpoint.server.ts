/**
 * `POST /api/upload` (docs/product.md#api): multipart fields `file-0`, `file-1`… and an optional `purpose` (`cv`,
 * `cover_letter`, `avatar`); answers one location string per file, in field order. Signed-in users only,
 * rate-limited per account; every refusal is a 4xx JSON error with `details.code` (the upload field's
 * explanation) and leaves nothing stored.
 */
import { z } from 'zod'
import {
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_REQUEST_BYTES,
  UPLOAD_PURPOSES,
  type UploadErrorCode,
} from '~/domain/uploads'
import { apiError, tooManyRequests } from '~/server/api'
import type { Database } from '~/server/db/client'
import { hitRateLimit, UPLOAD_LIMIT } from '~/server/rate-limit'
import { UploadRefused } from './upload-checks.server'
import { storeUploads } from './uploads.server'

const refusal = (status: number, code: UploadErrorCode, message: string, field?: string) =>
  apiError(status, message, { code, ...(field ? { field } : {}) })

type Body = { ok: true; bytes: Uint8Array } | { ok: false; response: Response }

/** The request body, refused (413) as soon as it passes `max` bytes, announced or not. */
async function readCappedBody(request: Request, max: number): Promise<Body> {
  const tooLarge = () =>
    refusal(413, 'too-large', `A request may carry at most ${UPLOAD_MAX_FILES} files of 5.00 MB.`)
  if (Number(request.headers.get('content-length') ?? 0) > max) return { ok: false, response: tooLarge() }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel().catch(() => {})
      return { ok: false, response: tooLarge() }
    }
    chunks.push(value)
  }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

const FILE_FIELD = /^file-(\d{1,3})$/
export const uploadPurpose = z.enum(UPLOAD_PURPOSES).optional()

export async function handleUpload(db: Database, userId: string | null, request: Request): Promise<Response> {
  if (!userId) return refusal(401, 'signed-out', 'Sign in to upload files.')
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    return apiError(415, 'Send the files as multipart/form-data (fields file-0, file-1…).')
  const limited = await hitRateLimit(db, `upload:${userId}`, UPLOAD_LIMIT)
  if (!limited.allowed) return tooManyRequests(limited.retryAfterS, 'Too many uploads: try again later.')
  const body = await readCappedBody(request, UPLOAD_MAX_REQUEST_BYTES)
  if (!body.ok) return body.response
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body.bytes), { headers: { 'content-type': type } }).formData()
  } catch {
    return apiError(400, 'The multipart body cannot be read.')
  }
  const purpose = uploadPurpose.safeParse(form.get('purpose') ?? undefined)
  if (!purpose.success) return apiError(400, `"purpose" must be one of ${UPLOAD_PURPOSES.join(', ')}.`)
  const files: { field: string; index: number; file: File }[] = []
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') continue
    const index = field.match(FILE_FIELD)?.[1]
    if (index === undefined) return apiError(400, `Unexpected file field "${field}": use file-0, file-1…`)
    files.push({ field, index: Number(index), file: value })
  }
  if (files.length === 0) return refusal(400, 'no-file', 'No file: send it as the multipart field "file-0".')
  if (files.length > UPLOAD_MAX_FILES)
    return refusal(400, 'too-many-files', `At most ${UPLOAD_MAX_FILES} files per request.`)
  files.sort((a, b) => a.index - b.index)
  const named = await Promise.all(
    files.map(async ({ file }) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  )
  try {
    const stored = await storeUploads(db, userId, named, purpose.data)
    return Response.json(
      stored.map((file) => file.location),
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error
    const field = error.fileIndex === undefined ? undefined : files[error.fileIndex]?.field
    return refusal(error.status, error.code, field ? `${field}: ${error.message}` : error.message, field)
  }
}

/**
 * `GET /api/files/<id>?expires=…&signature=…`: a private file (CV, cover letter) through its signed link
 * (signed-urls.server). Sent as a download under its original name, never cached, never sniffed.
 */
import { and, eq, like } from 'drizzle-orm'
import { z } from 'zod'
import { apiError, parseQueryParams } from '~/server/api'
import type { Database } from '~/server/db/client'
import { uploadedFiles } from '~/server/db/schema'
import { objectStore } from '~/server/storage'
import { checkFileSignature } from './signed-urls.server'

const linkSchema = z.object({
  expires: z.coerce.number({ error: 'expires must be a number' }).int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'signature is malformed'),
})

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function handleSignedFile(db: Database, fileId: string, request: Request): Promise<Response> {
  if (!UUID.test(fileId)) return apiError(404, 'No such file.')
  const link = parseQueryParams(request, linkSchema)
  if (!link.ok) return apiError(403, 'This link is not valid: open the file from your profile again.')
  const check = checkFileSignature(fileId.toLowerCase(), link.data.expires, link.data.signature)
  if (check === 'invalid')
    return apiError(403, 'This link is not valid: open the file from your profile again.')
  if (check === 'expired')
    return apiError(410, 'This link has expired: open the file from your profile again.')
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId.toLowerCase()), like(uploadedFiles.storageKey, 'private/%')))
  const object = row ? await objectStore().get(row.storageKey) : null
  if (!row || !object) return apiError(404, 'No such file.')
  return new Response(new Uint8Array(object.bytes), {
    headers: {
      'content-type': row.mimeType,
      'content-length': String(object.bytes.length),
      'content-disposition': contentDisposition(row.originalName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'referrer-policy': 'no-referrer',
    },
  })
}

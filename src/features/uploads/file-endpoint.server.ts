/**
 * `GET /api/files/<id>?expires=…&signature=…`: a private file (CV, cover letter) through its signed link
 * (signed-urls.server). Sent as a download under its original name, never cached, never sniffed.
 * `GET /api/files/<id>` (the file's location, unsigned) sends its signed-in owner to a fresh signed link,
 * so pages can link the location itself and never show a link that has expired.
 */
import { and, eq, like } from 'drizzle-orm'
import { z } from 'zod'
import { UUID_PATTERN } from '~/domain/validation'
import { apiError, parseQueryParams } from '~/server/api'
import type { Database } from '~/server/db/client'
import { uploadedFiles } from '~/server/db/schema'
import { objectStore } from '~/server/storage'
import { checkFileSignature, signedFileUrl } from './signed-urls.server'
import { ownUploadById } from './uploads.server'

export const fileLinkQuery = z.object({
  expires: z.coerce.number({ error: 'expires must be a number' }).int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'signature is malformed'),
})

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** The owner's way in: a redirect to a fresh signed link (401 signed out, 404 anyone else). */
async function redirectOwner(db: Database, fileId: string, userId: string | null): Promise<Response> {
  if (!userId) return apiError(401, 'Sign in to open your files.')
  const row = await ownUploadById(db, userId, fileId)
  if (!row?.storageKey.startsWith('private/')) return apiError(404, 'No such file.')
  return new Response(null, {
    status: 302,
    headers: { location: signedFileUrl(row.id), 'cache-control': 'private, no-store' },
  })
}

/** `viewer` gives the signed-in user's id; asked only for an unsigned request (no session lookup otherwise). */
export async function handleFileRequest(
  db: Database,
  fileId: string,
  request: Request,
  viewer: () => Promise<string | null>,
): Promise<Response> {
  if (!UUID_PATTERN.test(fileId)) return apiError(404, 'No such file.')
  const query = new URL(request.url).searchParams
  if (!query.has('signature') && !query.has('expires'))
    return redirectOwner(db, fileId.toLowerCase(), await viewer())
  const link = parseQueryParams(request, fileLinkQuery)
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

/** Requests to the upload and file endpoints, as the browser sends them, for the integration tests. */
import { handleFileRequest } from '~/features/uploads/file-endpoint.server'
import type { StorageContext } from './storage-setup'

export const site = 'http://localhost'

/** `POST /api/upload` with multipart `file-0`, `file-1`… and an optional `purpose`. */
export function uploadRequest(files: { name: string; bytes: Uint8Array; type?: string }[], purpose?: string) {
  const form = new FormData()
  if (purpose) form.set('purpose', purpose)
  for (const [index, file] of files.entries())
    form.set(`file-${index}`, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name)
  return new Request(`${site}/api/upload`, { method: 'POST', body: form })
}

/** `GET` a `/api/files/…` URL as `viewer` (a user id, or null signed out). */
export const fetchSigned = (context: StorageContext, url: string, viewer: string | null = null) => {
  const parsed = new URL(url, site)
  return handleFileRequest(
    context.db,
    parsed.pathname.split('/').pop()!,
    new Request(parsed),
    async () => viewer,
  )
}

export async function errorOf(response: Response) {
  return (
    (await response.json()) as { error: { status: number; message: string; details?: { code: string } } }
  ).error
}

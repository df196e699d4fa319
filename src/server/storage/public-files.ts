/**
 * `/files/<key>`: the originals of public pictures (logos, banners, thumbnails, avatars), read from the
 * object store (disk or S3); with S3_PUBLIC_URL, a redirect to the bucket's public address (a CDN).
 */
import { apiError } from '~/server/api'
import { objectStore } from './index'
import { PUBLIC_FILES_PREFIX, publicKeyOf } from './object-store'

/** Only pictures are public files; anything else in the public storage is not served. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

const CACHE = 'public, max-age=86400'

/** The answer to `GET /files/<path>` (`path` without the `/files/` prefix). */
export async function publicFileResponse(path: string, request?: Request): Promise<Response> {
  const key = publicKeyOf(`${PUBLIC_FILES_PREFIX}${path}`)
  const type = CONTENT_TYPES[key?.split('.').pop()?.toLowerCase() ?? '']
  if (!key || !type) return apiError(404, 'No such file.')
  const store = objectStore()
  const direct = store.publicUrl(key)
  if (direct)
    return new Response(null, { status: 302, headers: { location: direct, 'cache-control': CACHE } })
  const object = await store.get(key)
  if (!object) return apiError(404, 'No such file.')
  const etag = `"${object.version.replaceAll('"', '')}"`
  const headers = { 'content-type': type, 'cache-control': CACHE, etag, 'x-content-type-options': 'nosniff' }
  if (request?.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(object.bytes), { headers })
}

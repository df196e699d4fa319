import { readFile, stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { createFileRoute } from '@tanstack/react-router'
import { apiError, otherMethods } from '~/server/api'
import { publicFilePath } from '~/server/storage/public-files'

/** Only pictures are public files; anything else in the folder is not served. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
}

/** `/files/<key>`: the originals of public pictures (logos, banners, thumbnails). */
export const Route = createFileRoute('/files/$')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ params }) => {
        const key = params._splat ?? ''
        const path = /(^|\/)\.\.?(\/|$)/.test(key) ? null : publicFilePath(key)
        const type = CONTENT_TYPES[extname(key).toLowerCase()]
        const info = path && type ? await stat(path).catch(() => null) : null
        if (!path || !type || !info?.isFile()) return apiError(404, 'No such file.')
        return new Response(new Uint8Array(await readFile(path)), {
          headers: {
            'content-type': type,
            'cache-control': 'public, max-age=86400',
            'x-content-type-options': 'nosniff',
          },
        })
      },
    },
  },
})

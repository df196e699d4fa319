import { createFileRoute } from '@tanstack/react-router'
import { snapSize } from '~/domain/resized-image'
import { resizedQuery } from '~/features/uploads/resized-params'
import { apiError, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'
import { ImageRequestError, resizedImage } from '~/server/images/resize.server'
import { clientKey, hitRateLimit, RESIZE_LIMIT } from '~/server/rate-limit'

/** `GET /api/resized?url=<base64>&size=<px>[&crop=WxH]` (docs/product.md#api): a resized WebP of a public image. */
export const Route = createFileRoute('/api/resized')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams)
        const parsed = resizedQuery.safeParse(params)
        if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid parameters.')
        const { url, size, crop } = parsed.data
        try {
          // Sizes snap to the few the pages use (one cached variant for 1100 and 1200, not two).
          const image = await resizedImage(url, snapSize(size), crop, async () => {
            const limit = await hitRateLimit(await getDb(), `resize:${clientKey()}`, RESIZE_LIMIT)
            if (!limit.allowed) throw new ImageRequestError(429, 'Too many new image sizes: try again later.')
          })
          const etag = `"${image.etag}"`
          const headers = {
            'content-type': 'image/webp',
            'cache-control': 'public, max-age=604800',
            etag,
            'x-content-type-options': 'nosniff',
          }
          if (request.headers.get('if-none-match') === etag)
            return new Response(null, { status: 304, headers })
          return new Response(new Uint8Array(image.bytes), { headers })
        } catch (error) {
          if (error instanceof ImageRequestError) {
            const response = apiError(error.status, error.message)
            if (error.status === 429 || error.status === 503) response.headers.set('retry-after', '30')
            return response
          }
          throw error
        }
      },
    },
  },
})

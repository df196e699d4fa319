import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { decodeImageSource, parseCrop, RESIZE_CROPS, RESIZE_MAX_SIZE, snapSize } from '~/domain/resized-image'
import { apiError, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'
import { ImageRequestError, resizedImage } from '~/server/images/resize.server'
import { clientKey, hitRateLimit, RESIZE_LIMIT } from '~/server/rate-limit'

const querySchema = z.object({
  url: z
    .string()
    .min(1, 'url (base64) is required')
    .transform((value, ctx) => {
      const source = decodeImageSource(value)
      if (source === null) {
        ctx.addIssue({ code: 'custom', message: 'url must be base64 of an image address' })
        return z.NEVER
      }
      return source
    }),
  size: z.coerce
    .number({ error: 'size must be a number of pixels' })
    .int('size must be a whole number of pixels')
    .min(16, 'size must be at least 16')
    .max(RESIZE_MAX_SIZE, `size must be at most ${RESIZE_MAX_SIZE}`),
  crop: z
    .string()
    .transform((value, ctx) => {
      const crop = parseCrop(value)
      if (!crop) {
        ctx.addIssue({ code: 'custom', message: `crop must be one of ${RESIZE_CROPS.join(', ')}` })
        return z.NEVER
      }
      return crop
    })
    .optional(),
})

/** `GET /api/resized?url=<base64>&size=<px>[&crop=WxH]` (spec §7): a resized WebP of a public image. */
export const Route = createFileRoute('/api/resized')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams)
        const parsed = querySchema.safeParse(params)
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

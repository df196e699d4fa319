import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { decodeImageSource, RESIZE_MAX_CROP_SIDE, RESIZE_MAX_SIZE } from '~/domain/resized-image'
import { apiError, otherMethods } from '~/server/api'
import { ImageRequestError, resizedImage } from '~/server/images/resize.server'

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
    .regex(/^\d{1,2}x\d{1,2}$/, 'crop must look like 13x5')
    .transform((value, ctx) => {
      const [width, height] = value.split('x').map(Number) as [number, number]
      if (Math.min(width, height) < 1 || Math.max(width, height) > RESIZE_MAX_CROP_SIDE) {
        ctx.addIssue({ code: 'custom', message: `crop sides must be between 1 and ${RESIZE_MAX_CROP_SIDE}` })
        return z.NEVER
      }
      return { width, height }
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
          const image = await resizedImage(url, size, crop)
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
          if (error instanceof ImageRequestError) return apiError(error.status, error.message)
          throw error
        }
      },
    },
  },
})

import { z } from 'zod'
import { decodeImageSource, parseCrop, RESIZE_CROPS, RESIZE_MAX_SIZE } from '~/domain/resized-image'

/** The query of `GET /api/resized`: `url` (base64 of the image address), `size` in pixels, `crop`. */
export const resizedQuery = z.object({
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
    })
    .meta({
      description:
        'Base64 (URL-safe) of the picture’s address: a `/files/…` path, or a URL of an allowed origin.',
    }),
  size: z.coerce
    .number({ error: 'size must be a number of pixels' })
    .int('size must be a whole number of pixels')
    .min(16, 'size must be at least 16')
    .max(RESIZE_MAX_SIZE, `size must be at most ${RESIZE_MAX_SIZE}`)
    .meta({ description: 'Width in pixels, snapped up to the next size the pages use.' }),
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
    .optional()
    .meta({ description: `Aspect ratio to crop to: ${RESIZE_CROPS.join(', ')}.` }),
})

/**
 * The `/api/resized` URL contract (docs/product.md#api: `url` base64, `size`, optional `crop` as an aspect ratio
 * `WxH`, e.g. size 1200 crop 13x5 → 1200×462). Shared by the image component and the endpoint.
 */
export const RESIZE_SIZES = [
  48, 64, 96, 128, 160, 192, 256, 320, 384, 480, 640, 768, 960, 1200, 1600,
] as const
export const RESIZE_MAX_SIZE = 1600
/**
 * The aspect ratios the pages crop to (logos and avatars, banners, cards, photos): the endpoint renders
 * these only, so nobody can ask for a 1600 × 51,200 strip.
 */
export const RESIZE_CROPS = ['1x1', '3x2', '13x5', '16x9'] as const

/**
 * Sources encoded lately: a page names each picture in its `src` and every `srcset` candidate, and the
 * same logos appear on page after page. Bounded, oldest dropped first.
 */
const encodedSources = new Map<string, string>()
const ENCODED_SOURCES_KEPT = 1000

/** Base64url without padding (nothing to escape in a query string); the endpoint also reads classic base64. */
export function encodeImageSource(source: string): string {
  const kept = encodedSources.get(source)
  if (kept !== undefined) return kept
  const bytes = new TextEncoder().encode(source)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  const encoded = btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
  if (encodedSources.size >= ENCODED_SOURCES_KEPT) encodedSources.delete(encodedSources.keys().next().value!)
  encodedSources.set(source, encoded)
  return encoded
}

export function decodeImageSource(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded) || encoded.length > 2048) return null
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, ''))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

export type Crop = { width: number; height: number }

/** The crop a `crop` parameter names, when it is one the pages use; null otherwise. */
export function parseCrop(value: string): Crop | null {
  if (!(RESIZE_CROPS as readonly string[]).includes(value)) return null
  const [width, height] = value.split('x').map(Number) as [number, number]
  return { width, height }
}

/** The smallest allowed size at least `width` (so a cache stays small and reusable). */
export function snapSize(width: number): number {
  return RESIZE_SIZES.find((size) => size >= width) ?? RESIZE_MAX_SIZE
}

export function resizedImageUrl(source: string, size: number, crop?: Crop): string {
  const query = `url=${encodeImageSource(source)}&size=${snapSize(size)}`
  return crop ? `/api/resized?${query}&crop=${crop.width}x${crop.height}` : `/api/resized?${query}`
}

/** 1x and 2x candidates for an image shown at a fixed CSS width. */
export function fixedSrcSet(source: string, width: number, crop?: Crop): string {
  return [1, 2].map((density) => `${resizedImageUrl(source, width * density, crop)} ${density}x`).join(', ')
}

/** Width candidates for a fluid image (`sizes` tells the browser which one to pick). */
export function fluidSrcSet(source: string, maxWidth: number, crop?: Crop): string {
  const widths = [320, 640, 960, 1200, 1600].filter((w) => w <= Math.max(320, maxWidth * 2))
  return widths.map((w) => `${resizedImageUrl(source, w, crop)} ${snapSize(w)}w`).join(', ')
}

/**
 * `/api/resized`: reads an original from the public storage (`/files/...`, on disk or in the S3 bucket) or
 * an allowed origin, checks it is an image by its bytes, resizes (and crops to an aspect ratio) with sharp,
 * and keeps the result on the node's disk so each variant is computed once per node.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { FetchError, ofetch } from 'ofetch'
import pLimit from 'p-limit'
import sharp from 'sharp'
import type { Crop } from '~/domain/resized-image'
import { env } from '~/server/env'
import { objectStore, PUBLIC_FILES_PREFIX, publicKeyOf } from '~/server/storage'

/** A refusal with the HTTP status the endpoint answers. */
export class ImageRequestError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413 | 415 | 429 | 502 | 503,
    message: string,
  ) {
    super(message)
  }
}

const MAX_SOURCE_BYTES = 15 * 1024 * 1024
/**
 * Renders at once per node (each takes one core for up to a second on a large original), and how many may
 * wait: past that the endpoint answers 503 at once instead of slowing every page of the site.
 */
export const RESIZE_CONCURRENCY = 2
export const RESIZE_QUEUE_MAX = 24
const renders = pLimit(RESIZE_CONCURRENCY)
const MAX_SOURCE_PIXELS = 40_000_000
const REMOTE_TIMEOUT_MS = 10_000

/** What a source string designates, before anything is read or fetched. */
export function parseImageSource(
  source: string,
  allowedOrigins: readonly string[],
): { kind: 'file'; key: string } | { kind: 'remote'; url: URL } {
  if (source.startsWith(PUBLIC_FILES_PREFIX)) {
    const key = publicKeyOf(source)
    if (!key) throw new ImageRequestError(400, 'The image path leaves the public files.')
    return { kind: 'file', key }
  }
  let url: URL
  try {
    url = new URL(source)
  } catch {
    throw new ImageRequestError(400, 'The url is neither a /files/ path nor an absolute URL.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ImageRequestError(400, 'Only http(s) images can be resized.')
  if (!allowedOrigins.includes(url.origin))
    throw new ImageRequestError(403, 'Images from this origin are not served.')
  return { kind: 'remote', url }
}

type Source = { kind: 'file'; key: string; version: string } | { kind: 'remote'; url: URL; version: string }

/** One name per original, however its address was written (`/files//a.png` is `/files/a.png`). */
const identityOf = (source: Source) => (source.kind === 'file' ? `file:${source.key}` : source.url.href)

/** Locates the original; a file's version (size, time) keys the cache so a replaced file is re-rendered. */
async function locate(source: string): Promise<Source> {
  const parsed = parseImageSource(source, env().imageAllowedOrigins)
  if (parsed.kind === 'remote') return { ...parsed, version: 'remote' }
  const info = await objectStore().stat(parsed.key)
  if (!info) throw new ImageRequestError(404, 'No such image.')
  if (info.size > MAX_SOURCE_BYTES) throw new ImageRequestError(413, 'The original image is too large.')
  return { ...parsed, version: info.version }
}

async function readOriginal(source: Source): Promise<Buffer> {
  if (source.kind === 'file') {
    const object = await objectStore().get(source.key)
    if (!object) throw new ImageRequestError(404, 'No such image.')
    return object.bytes
  }
  try {
    const response = await ofetch.raw(source.url.href, {
      responseType: 'arrayBuffer',
      timeout: REMOTE_TIMEOUT_MS,
      retry: 1,
      // A redirect could lead anywhere: only the allowed origin is read.
      redirect: 'error',
    })
    const bytes = Buffer.from(response._data ?? new ArrayBuffer(0))
    if (bytes.length > MAX_SOURCE_BYTES) throw new ImageRequestError(413, 'The original image is too large.')
    return bytes
  } catch (error) {
    if (error instanceof ImageRequestError) throw error
    const status = error instanceof FetchError ? error.statusCode : undefined
    if (status === 404) throw new ImageRequestError(404, 'No such image.')
    throw new ImageRequestError(502, 'The image could not be fetched from its origin.')
  }
}

const SIGNATURES: readonly { format: string; test: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { format: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    format: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    format: 'avif',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')),
  },
]

/** The raster format of these bytes by their signature, or null (SVG, PDF, HTML... are refused). */
export function sniffImageFormat(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.format ?? null
}

export type ResizedImage = { bytes: Buffer; etag: string }

const inFlight = new Map<string, Promise<ResizedImage>>()

function cacheDir(): string {
  return join(env().dataDir, 'cache', 'resized')
}

/**
 * The variant of `source` at `size` px wide (cropped to `crop` when given), WebP, from cache when possible.
 * `beforeRender` runs only when the variant must be computed (the caller's rate limit: cached variants
 * cost nothing); renders wait their turn, and a full queue is refused with a 503.
 */
export async function resizedImage(
  source: string,
  size: number,
  crop?: Crop,
  beforeRender?: () => Promise<void>,
): Promise<ResizedImage> {
  const located = await locate(source)
  const etag = createHash('sha256')
    .update(
      `${identityOf(located)}\n${located.version}\n${size}\n${crop ? `${crop.width}x${crop.height}` : ''}`,
    )
    .digest('hex')
    .slice(0, 32)
  const file = join(cacheDir(), `${etag}.webp`)
  const cached = await readCache(file, located)
  if (cached) return { bytes: cached, etag }
  const pending = inFlight.get(etag)
  if (pending) return pending
  if (renders.pendingCount >= RESIZE_QUEUE_MAX)
    throw new ImageRequestError(503, 'Too many images are being resized: try again shortly.')
  await beforeRender?.()
  const again = inFlight.get(etag)
  if (again) return again
  const work = renders(() => produce(located, file, etag, size, crop)).finally(() => inFlight.delete(etag))
  inFlight.set(etag, work)
  return work
}

/** Remote originals may change behind the same URL: their variants are fetched again after a day. */
const REMOTE_CACHE_MS = 24 * 60 * 60 * 1000

async function readCache(file: string, source: Source): Promise<Buffer | null> {
  const info = await stat(file).catch(() => null)
  if (!info) return null
  if (source.kind === 'remote' && Date.now() - info.mtimeMs > REMOTE_CACHE_MS) return null
  return readFile(file).catch(() => null)
}

async function produce(
  source: Source,
  file: string,
  etag: string,
  size: number,
  crop?: Crop,
): Promise<ResizedImage> {
  // A render that waited its turn may find the variant another node or request wrote meanwhile.
  const cached = await readCache(file, source)
  if (cached) return { bytes: cached, etag }
  const original = await readOriginal(source)
  if (!sniffImageFormat(original)) throw new ImageRequestError(415, 'The source is not a raster image.')
  let bytes: Buffer
  try {
    bytes = await sharp(original, { limitInputPixels: MAX_SOURCE_PIXELS, animated: false })
      .rotate()
      .resize({
        width: size,
        height: crop ? Math.round((size * crop.height) / crop.width) : undefined,
        fit: 'cover',
        withoutEnlargement: !crop,
      })
      .webp({ quality: 80 })
      .toBuffer()
  } catch {
    throw new ImageRequestError(415, 'The source image could not be decoded.')
  }
  await mkdir(cacheDir(), { recursive: true })
  // Written aside then renamed: a concurrent reader never sees half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(partial, bytes)
  await rename(partial, file)
  return { bytes, etag }
}

import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib'
import { pagesWaiting } from './page-admission'
import { bytesBody, withBodyBytes } from './page-bytes'

export type Encoding = 'br' | 'gzip' | 'zstd'

/** Bodies below this are sent as they are: the saving would not pay for the work and the headers. */
const MIN_BYTES = 1024

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|ld\+json|manifest\+json)|image\/svg\+xml)/

/**
 * The encoding to answer with, none when the client accepts none or refuses them with `q=0`. For a body
 * compressed once (`fast`): Zstandard where the client accepts it (Chromium and Firefox do): as small as
 * brotli 2 for half its CPU (the job list: 17.7 KB in 0.47 ms against 17.8 KB in 0.97 ms on the test
 * machine); brotli otherwise (every current browser), then gzip. For a body the page cache keeps (`kept`):
 * brotli, then gzip (the page cache stores brotli 5, smaller still).
 */
export function negotiateEncoding(
  acceptEncoding: string | null,
  effort: 'fast' | 'kept' = 'fast',
): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const wildcard = accepted.get('*') ?? 0
  const weight = (name: Encoding) => accepted.get(name) ?? wildcard
  // Named, not through `*`: a client that accepts anything may still decode Zstandard poorly.
  const zstd = accepted.get('zstd') ?? 0
  if (effort === 'fast' && zstd > 0 && zstd >= weight('br') && zstd >= weight('gzip')) return 'zstd'
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

/**
 * Levels for an answer compressed once (`fast`): brotli 2 (the job list's 83 KB in ~0.8 ms, 17.8 KB: half
 * the time of brotli 4 for 6 % more bytes), Zstandard 3 (see negotiateEncoding), gzip 5. While pages wait
 * in line for this process (page-admission.ts), the lightest levels: every millisecond a page takes adds to
 * the wait of those behind it, and a few more bytes only to its own transfer (brotli 0: 0.18 ms for 19.9 KB,
 * against 0.25 ms for 19.4 KB at brotli 1 and 0.51 ms for 18.1 KB at 2; Zstandard 1: 0.27 against 0.41 ms;
 * gzip 1: 0.77 against 1.33 ms). For a page the page cache keeps
 * (`kept`), served many times: brotli 5 (16.4 KB; higher qualities cost ten times more for 1 or 2 % less).
 */
const LEVELS = {
  fast: { br: 2, zstd: 3, gzip: 5 },
  underLoad: { br: 0, zstd: 1, gzip: 1 },
  kept: { br: 5, zstd: 3, gzip: 6 },
} satisfies Record<string, Record<Encoding, number>>

/** The level to compress with now. */
export function compressionLevel(encoding: Encoding, effort: 'fast' | 'kept'): number {
  return LEVELS[effort === 'fast' && pagesWaiting() > 0 ? 'underLoad' : effort][encoding]
}

/** Compresses a whole body: `fast` for an answer compressed once, `kept` for one the page cache keeps. */
export function compressBody(
  body: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  effort: 'fast' | 'kept' = 'fast',
): Uint8Array<ArrayBuffer> {
  const level = compressionLevel(encoding, effort)
  const compressed =
    encoding === 'zstd'
      ? zstdCompressSync(body, { params: { [constants.ZSTD_c_compressionLevel]: level } })
      : encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: level,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          })
        : gzipSync(body, { level })
  return new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.byteLength)
}

/** `bytes` compressed, or null when they are too few for it to pay (`MIN_BYTES`). */
export function compressedIfWorth(
  bytes: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  effort: 'fast' | 'kept' = 'fast',
): Uint8Array<ArrayBuffer> | null {
  return bytes.byteLength < MIN_BYTES ? null : compressBody(bytes, encoding, effort)
}

export function isCompressible(response: Response): boolean {
  if (response.headers.has('content-encoding') || !response.body) return false
  if (response.status === 204 || response.status === 304 || response.status === 206) return false
  const type = response.headers.get('content-type') ?? ''
  // An event stream is never whole: buffering it to compress would hold every event back.
  return COMPRESSIBLE.test(type) && !type.startsWith('text/event-stream')
}

/** Adds `token` to the response's `Vary` unless it is already there. */
export function addVary(headers: Headers, token: string): void {
  const current = headers.get('vary')
  const tokens = (current ?? '').split(',').map((t) => t.trim().toLowerCase())
  if (!current) headers.set('vary', token)
  else if (!tokens.includes(token.toLowerCase()) && !tokens.includes('*'))
    headers.set('vary', `${current}, ${token}`)
}

/**
 * The response compressed for this request when its type is text-like and it is big enough; otherwise
 * the response as it was. Bodies are read whole: pages render to a string anyway, and file downloads
 * (images, PDFs) are not text-like, so they still stream.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!isCompressible(response)) return response
  addVary(response.headers, 'Accept-Encoding')
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  if (!encoding) return response
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared < MIN_BYTES) return response
  const { body, compressed } = await withBodyBytes(response, (bytes) => {
    const compressed = compressedIfWorth(bytes, encoding)
    return compressed ? { body: compressed, compressed: true } : { body: bytes.slice(), compressed: false }
  })
  const headers = new Headers(response.headers)
  if (compressed) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.byteLength))
  return new Response(bytesBody(body), { status: response.status, statusText: response.statusText, headers })
}

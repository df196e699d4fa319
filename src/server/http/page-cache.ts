import { createHash } from 'node:crypto'
import { brotliDecompressSync } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { addVary, compressBody, type Encoding, negotiateEncoding } from './compression'
import { MissedOnce } from './missed-once'
import { bytesBody, withBodyBytes } from './page-bytes'
import { keptBrotliBody } from './rendered-page'

/**
 * Rendered public pages for anonymous visitors, kept per URL (the path carries the locale) and data
 * version, as their brotli body made once (the uncompressed page is unpacked from it for the rare client
 * that accepts no encoding: keeping it too took 70 % of an entry, so the 64 MB held ~550 job lists
 * instead of ~2,000). Bounded by bytes (LRU) and by age, so content that depends on the clock (an offer's
 * "new" mark, closing dates) is at most a few minutes old; a write to offers, companies or public content
 * moves the data version and the next visit renders afresh. Each app process keeps its own; signed-in
 * visitors and personal pages never come near it (the caller decides, see `start.ts`).
 */
export type CachedPage = {
  version: string
  status: number
  headers: [string, string][]
  etag: string
  br: Uint8Array<ArrayBuffer>
  /** Made on the first request that does not accept brotli (few do). */
  gzip: Uint8Array<ArrayBuffer> | null
}

const MAX_AGE_MS = 5 * 60_000

function budgetBytes(): number {
  const mb = Number(process.env.PAGE_CACHE_MB ?? 64)
  return Number.isFinite(mb) && mb >= 0 ? Math.floor(mb * 1024 * 1024) : 64 * 1024 * 1024
}

type Store = LRUCache<string, CachedPage>

// On globalThis: the server's bundles (request middleware, plugins) share one store per process.
const STORE_KEY = Symbol.for('tremplin.pageCache')
function store(): Store | null {
  const shared = globalThis as { [STORE_KEY]?: Store | null }
  if (shared[STORE_KEY] === undefined) {
    const maxSize = budgetBytes()
    shared[STORE_KEY] =
      maxSize === 0
        ? null
        : new LRUCache<string, CachedPage>({
            maxSize,
            // gzip counted ahead: the entry grows by it when a client asks.
            sizeCalculation: (page) => 2 * page.br.byteLength + 512,
            ttl: MAX_AGE_MS,
          })
  }
  return shared[STORE_KEY] ?? null
}

/**
 * URLs missed once lately, not kept yet. A page is kept from its second visit within the cache's
 * lifetime: a URL asked once (a crawler's walk, a search nobody repeats, a cache-busting parameter) is
 * rendered and compressed for its visitor alone, as any uncached page, instead of at the page cache's
 * brotli 5 (+0.9 ms on a job list's ~3 ms: job lists with a query string of their own each made 358-410
 * a second at 50 connections, 454-599 with the cache off), and it evicts nothing visitors come back to.
 */
const MISSED_ONCE_KEY = Symbol.for('tremplin.pageCache.missedOnce')
function missedOnce(): MissedOnce {
  const shared = globalThis as { [MISSED_ONCE_KEY]?: MissedOnce }
  shared[MISSED_ONCE_KEY] ??= new MissedOnce(MAX_AGE_MS)
  return shared[MISSED_ONCE_KEY]
}

/**
 * Whether a missed page should be kept now: the cache is on (`PAGE_CACHE_MB=0` turns it off) and its URL
 * was missed before.
 */
export function pageCacheAdmits(key: string): boolean {
  return store() !== null && missedOnce().seenBefore(key)
}

/** HEAD and GET of one URL share an entry. */
export function pageCacheKey(url: URL): string {
  return url.pathname + url.search
}

export function cachedPage(key: string, version: string): CachedPage | null {
  const pages = store()
  const page = pages?.get(key)
  if (!page) return null
  if (page.version !== version) {
    pages?.delete(key)
    return null
  }
  return page
}

/** Headers a cached copy must not replay (they belong to one answer) or that the cache sets itself. */
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'date', 'etag', 'set-cookie'])

/**
 * Keeps a rendered page when it can be shared: a complete 200 HTML answer that sets no cookie. Returns
 * the entry (to answer this request from it) or null when the response was not kept.
 */
export async function keepPage(key: string, version: string, response: Response): Promise<CachedPage | null> {
  const pages = store()
  if (!pages || response.status !== 200 || response.headers.has('set-cookie')) return null
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return null
  // Compressed with its render when the client accepts brotli (compressPageAs in start.ts), here otherwise.
  const br =
    keptBrotliBody(response) ??
    (await withBodyBytes(response, (identity) => compressBody(identity, 'br', 'kept')))
  const etag = `"${createHash('sha1').update(br).digest('base64url')}"`
  const headers = [...response.headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase()))
  const page: CachedPage = { version, status: response.status, headers, etag, br, gzip: null }
  pages.set(key, page)
  return page
}

/** The answer from a cached page: compressed as the client accepts, 304 when it already has it. */
export function answerFromCache(request: Request, page: CachedPage, cacheState: 'hit' | 'miss'): Response {
  const headers = new Headers(page.headers)
  headers.set('etag', page.etag)
  headers.set('x-page-cache', cacheState)
  addVary(headers, 'Accept-Encoding')
  if (request.headers.get('if-none-match') === page.etag) return new Response(null, { status: 304, headers })
  const encoding: Encoding | null = negotiateEncoding(request.headers.get('accept-encoding'), 'kept')
  if (encoding === 'gzip') page.gzip ??= compressBody(uncompressed(page), 'gzip', 'kept')
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip! : uncompressed(page)
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : bytesBody(body), { status: page.status, headers })
}

function uncompressed(page: CachedPage): Uint8Array<ArrayBuffer> {
  const bytes = brotliDecompressSync(page.br)
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>
}

/** Forgets every page (tests, and a process that learns its data changed outside the version counters). */
export function clearPageCache(): void {
  store()?.clear()
  missedOnce().clear()
}

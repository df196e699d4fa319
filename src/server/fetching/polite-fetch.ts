/**
 * Fetching as a well-behaved crawler: the site's robots.txt read first (kept an hour per origin) and
 * obeyed, then the host's pace respected (its crawl-delay when it asks for one, up to a limit).
 */
import { LRUCache } from 'lru-cache'
import robotsParser from 'robots-parser'
import { waitForHost } from './host-pace'
import {
  type Fetched,
  type FetchFailure,
  type FetchOptions,
  fetchPublic,
  parseFetchableUrl,
} from './safe-fetch'

export type PoliteOptions = FetchOptions & {
  /** Milliseconds between two requests to one host. */
  hostIntervalMs?: number
}

type Robots = ReturnType<typeof robotsParser>
const robotsCache = new LRUCache<string, { robots: Robots | null; failure: FetchFailure | null }>({
  max: 500,
  ttl: 3600_000,
})
/** A crawl-delay longer than this is treated as this (a run must end). */
const MAX_CRAWL_DELAY_MS = 10_000

async function robotsOf(origin: string, options: PoliteOptions) {
  const cached = robotsCache.get(origin)
  if (cached) return cached
  await waitForHost(new URL(origin).host, options.hostIntervalMs ?? 1000)
  const fetched = await fetchPublic(`${origin}/robots.txt`, {
    ...options,
    maxBytes: 500_000,
    accept: 'text/plain',
  })
  // No robots.txt (4xx) allows everything; a server error or no answer allows nothing for now (RFC 9309).
  const missing = !fetched.ok && fetched.failure === 'http-error' && (fetched.status ?? 500) < 500
  const entry = fetched.ok
    ? { robots: robotsParser(`${origin}/robots.txt`, fetched.body), failure: null }
    : {
        robots: null,
        failure: missing ? null : fetched.failure === 'http-error' ? ('robots' as const) : fetched.failure,
      }
  // A failure is asked again sooner than a robots.txt read: the site may be back in a minute.
  robotsCache.set(origin, entry, entry.failure ? { ttl: 60_000 } : undefined)
  return entry
}

/** The sitemaps a site's robots.txt names (read from the cache the fetches filled). */
export async function sitemapsOf(origin: string, options: PoliteOptions): Promise<string[]> {
  const { robots } = await robotsOf(origin, options)
  return robots?.getSitemaps() ?? []
}

/** Fetches `input` if the site's robots.txt allows Tremplin's crawler to, at the host's pace. */
export async function politeFetch(input: string, options: PoliteOptions): Promise<Fetched> {
  const url = parseFetchableUrl(input)
  if (typeof url === 'string') return { ok: false, failure: url, url: input }
  const { robots, failure } = await robotsOf(url.origin, options)
  if (failure) return { ok: false, failure, url: input }
  const agent = options.userAgent ?? 'TremplinBot'
  if (robots && robots.isAllowed(url.toString(), agent) === false)
    return { ok: false, failure: 'robots', url: input }
  const delay = Math.min((robots?.getCrawlDelay(agent) ?? 0) * 1000, MAX_CRAWL_DELAY_MS)
  await waitForHost(url.host, Math.max(options.hostIntervalMs ?? 1000, delay))
  return fetchPublic(url.toString(), options)
}

/**
 * Reading a whole source: a careers page (its own postings, then the job pages it links to or its
 * site's sitemap lists under it) or a feed. Pages that could not be read are named, so the import does
 * not take their offers for vanished ones.
 */
import {
  type Refusal,
  type RefusalReason,
  SOURCE_MAX_ITEMS,
  SOURCE_MAX_PAGES,
  type SourceKind,
} from '~/domain/offer-sources'
import { type PoliteOptions, politeFetch, sitemapsOf } from '~/server/fetching/polite-fetch'
import { readFeed, readSitemap } from './feed-reader'
import { readPage } from './page-reader'
import type { RawPosting } from './raw-posting'

export type SourceReading =
  | { ok: true; postings: RawPosting[]; refusals: Refusal[]; complete: boolean }
  | { ok: false; reason: RefusalReason }

const FEED_MAX_BYTES = 20 * 1024 * 1024
const looksLikeSitemap = (body: string) => /^\s*(<\?xml[^>]*>\s*)?<(urlset|sitemapindex)\b/.test(body)

/** Pages of a sitemap (and of the sitemaps an index lists, one level down). */
async function sitemapPages(url: string, options: PoliteOptions, depth = 0): Promise<string[]> {
  const fetched = await politeFetch(url, { ...options, accept: 'application/xml, text/xml' })
  if (!fetched.ok) return []
  const sitemap = readSitemap(fetched.body)
  if (!sitemap) return []
  if (depth > 0) return sitemap.pages
  const nested = await Promise.all(
    sitemap.sitemaps.slice(0, 10).map((child) => sitemapPages(child, options, 1)),
  )
  return [...sitemap.pages, ...nested.flat()]
}

/** The careers page's own address as the start of its job pages' paths ("/jobs" for "/jobs/"). */
const underPath = (start: URL) => (page: string) => {
  try {
    const url = new URL(page)
    const prefix = start.pathname.replace(/\/[^/]*\.[a-z]+$/i, '').replace(/\/$/, '')
    return url.host === start.host && url.pathname.startsWith(prefix) && url.toString() !== start.toString()
  } catch {
    return false
  }
}

async function readCareersPage(url: string, options: PoliteOptions): Promise<SourceReading> {
  const first = await politeFetch(url, options)
  if (!first.ok) return { ok: false, reason: first.failure }
  const start = new URL(first.url)
  const refusals: Refusal[] = []
  const postings: RawPosting[] = []
  let complete = true
  let candidates: string[]
  if (looksLikeSitemap(first.body)) candidates = readSitemap(first.body)?.pages ?? []
  else {
    const page = readPage(first.body, first.url)
    postings.push(...page.postings)
    if (page.invalidJsonLd > 0) {
      complete = false
      refusals.push({ item: first.url, reason: 'invalid-json-ld' })
    }
    const sitemaps = [...(await sitemapsOf(start.origin, options)), `${start.origin}/sitemap.xml`]
    const listed = (
      await Promise.all([...new Set(sitemaps)].slice(0, 3).map((s) => sitemapPages(s, options)))
    ).flat()
    candidates = [...page.links, ...listed.filter(underPath(start))]
  }
  const pages = [...new Set(candidates)].filter((page) => page !== first.url).slice(0, SOURCE_MAX_PAGES)
  for (const page of pages) {
    const fetched = await politeFetch(page, options)
    if (!fetched.ok) {
      // A missing page is an offer taken down; any other failure leaves its offer unknown this time.
      if (fetched.failure === 'http-error' && (fetched.status === 404 || fetched.status === 410)) continue
      complete = false
      refusals.push({ item: page, reason: fetched.failure })
      continue
    }
    if (!/html|xml/i.test(fetched.contentType) && !/^\s*</.test(fetched.body)) continue
    const reading = readPage(fetched.body, fetched.url)
    postings.push(...reading.postings)
    // Malformed data hides which offers the page holds: as for a page that did not answer, none is archived.
    if (reading.invalidJsonLd > 0) {
      complete = false
      refusals.push({ item: page, reason: 'invalid-json-ld' })
    }
    if (postings.length > SOURCE_MAX_ITEMS) return { ok: false, reason: 'too-many-items' }
  }
  // Nothing but malformed data: that is the source's failure (an empty preview would not say it).
  if (postings.length === 0 && refusals.every((refusal) => refusal.reason === 'invalid-json-ld'))
    return { ok: false, reason: refusals.length > 0 ? 'invalid-json-ld' : 'no-postings' }
  return { ok: true, postings, refusals, complete }
}

async function readFeedSource(url: string, options: PoliteOptions): Promise<SourceReading> {
  const fetched = await politeFetch(url, {
    ...options,
    maxBytes: FEED_MAX_BYTES,
    accept: 'application/xml, text/xml, application/json;q=0.9',
  })
  if (!fetched.ok) return { ok: false, reason: fetched.failure }
  const feed = readFeed(fetched.body)
  if (!feed.ok) return { ok: false, reason: feed.reason }
  if (feed.postings.length > SOURCE_MAX_ITEMS) return { ok: false, reason: 'too-many-items' }
  if (feed.postings.length === 0) return { ok: false, reason: 'no-postings' }
  return { ok: true, postings: feed.postings, refusals: [], complete: true }
}

/** Reads the source `url` of `kind`. */
export function readSource(kind: SourceKind, url: string, options: PoliteOptions): Promise<SourceReading> {
  return kind === 'feed' ? readFeedSource(url, options) : readCareersPage(url, options)
}

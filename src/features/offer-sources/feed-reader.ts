/**
 * Reading a job feed: the XML format aggregators take (`<source><job>` with title, url, description,
 * city, jobtype, referencenumber…), a JSON list of schema.org `JobPosting`s, and the sitemaps that list a
 * careers site's job pages.
 */
import { XMLParser } from 'fast-xml-parser'
import { jobPostingsIn, postingFromJobPosting, type RawPosting, textOf } from './raw-posting'

export type FeedReading = { ok: true; postings: RawPosting[] } | { ok: false; reason: 'invalid-feed' }

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (name) => ['job', 'url', 'sitemap'].includes(name),
})

/** The XML document `text` as JSON, or null when it is not well-formed or declares entities. */
function parseXml(text: string): Record<string, unknown> | null {
  // Declared entities are how "billion laughs" documents grow; no job feed needs them.
  if (/<!ENTITY/i.test(text)) return null
  try {
    const parsed = parser.parse(text, true) as unknown
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** "40.000 - 50.000 € per year", "3500 EUR/month": the amounts and their period, in euros only. */
export function salaryFromText(text: string | null): RawPosting['salary'] {
  if (!text) return null
  if (/\$|£|usd|gbp|chf/i.test(text)) return null
  const amounts = [...text.matchAll(/\d[\d.,\s\u00a0]*(?:k\b)?/gi)]
    .map(([raw]) => {
      const thousands = /k$/i.test(raw.trim())
      const digits = raw
        .replace(/k$/i, '')
        .replace(/[\s\u00a0]/g, '')
        .replace(/[.,](\d{3})(?!\d)/g, '$1')
        .replace(',', '.')
      const value = Number(digits)
      return Number.isFinite(value) ? (thousands ? value * 1000 : value) : Number.NaN
    })
    .filter((value) => value > 0)
  if (amounts.length === 0) return null
  const unit = /hour|heure|uur/i.test(text)
    ? 'HOUR'
    : /month|mois|maand/i.test(text)
      ? 'MONTH'
      : /day|jour|dag/i.test(text)
        ? 'DAY'
        : 'YEAR'
  return { currency: 'EUR', min: Math.min(...amounts), max: Math.max(...amounts), unit }
}

function postingFromFeedJob(job: Record<string, unknown>): RawPosting {
  const field = (name: string) => textOf(job[name])
  const place = [field('postalcode'), field('city')].filter(Boolean).join(' ')
  const location = [place, field('state'), field('country')].filter(Boolean).join(', ')
  const url = field('url')
  const remote = field('remotetype') ?? field('remote')
  return {
    key: field('referencenumber') ?? field('id') ?? url ?? field('title') ?? '',
    url,
    title: field('title') ?? '',
    descriptionHtml: field('description') ?? '',
    employmentTypes: (field('jobtype') ?? '').split(/\s*[,;/]\s*/).filter(Boolean),
    locations: location ? [location] : [],
    remote: remote !== null && /^(yes|true|1|remote|full|fully remote|telecommute)$/i.test(remote),
    salary: salaryFromText(field('salary')),
    validThrough: field('expirationdate') ?? field('validthrough'),
    applyUrl: field('applyurl') ?? url,
    categoryHints: [field('category'), field('title')].filter((t): t is string => !!t),
    language: field('language'),
  }
}

/** Reads a job feed, XML or JSON (told apart by its first character). */
export function readFeed(text: string): FeedReading {
  const start = text.trimStart()
  if (start.startsWith('{') || start.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(start)
      return { ok: true, postings: jobPostingsIn(parsed).map((node) => postingFromJobPosting(node, null)) }
    } catch {
      return { ok: false, reason: 'invalid-feed' }
    }
  }
  const xml = parseXml(start)
  if (!xml) return { ok: false, reason: 'invalid-feed' }
  const root = (xml.source ?? xml.jobs ?? xml.feed) as Record<string, unknown> | undefined
  if (!root || typeof root !== 'object') return { ok: false, reason: 'invalid-feed' }
  const jobs = (Array.isArray(root.job) ? root.job : []) as unknown[]
  return {
    ok: true,
    postings: jobs
      .filter((job): job is Record<string, unknown> => typeof job === 'object' && job !== null)
      .map(postingFromFeedJob),
  }
}

/** The page addresses a sitemap lists, and the sitemaps a sitemap index lists; null when not a sitemap. */
export function readSitemap(text: string): { pages: string[]; sitemaps: string[] } | null {
  const xml = parseXml(text.trimStart())
  if (!xml) return null
  const locs = (entries: unknown) =>
    (Array.isArray(entries) ? entries : [])
      .map((entry) => textOf((entry as Record<string, unknown>)?.loc))
      .filter((loc): loc is string => !!loc)
  const urlset = xml.urlset as Record<string, unknown> | undefined
  const index = xml.sitemapindex as Record<string, unknown> | undefined
  if (!urlset && !index) return null
  return { pages: locs(urlset?.url), sitemaps: locs(index?.sitemap) }
}

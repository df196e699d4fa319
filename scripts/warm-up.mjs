// A worker of `npm start` renders its public pages for a few seconds before it is handed any visitor.
//
// A worker's first seconds under load are its slowest: V8 compiles the render's code as it finds it hot, on
// threads that share the cores with the requests, and the caches fill (measured at 50 connections from a
// cold start: 140, 348, 437, 403, 496 pages per second over the first five seconds against ~680 once warm,
// p99 920 ms in the first second). A new worker (a start, a deploy, a replacement) now goes through the
// worst of that on requests of its own, on its private socket (balanced-connections.mjs), before the
// primary hands it connections. (V8 goes on compiling, less and less, for about a minute under load:
// bench/throughput.ts measures the steady state after that.)
//
// The pages are found as a visitor would: the home page's links, one per kind of page (the job list, an
// offer, a company, a landing page…), each in every language its alternates name; only those served to
// everyone (a public `Cache-Control`) are kept. The requests carry a token of this process that makes
// the page cache let them through to the render (src/server/http/warm-up.ts); it ends with the warm-up.
import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { WARM_UP_HEADER, WARM_UP_TOKEN } from '../src/server/worker-messages.mjs'

/** Requests at once: a few pages interleave in the worker, as they do under load. */
const AT_ONCE = 4
/** Pages at most: the kinds of page the home page links to (~10), each in its three languages. */
const MAX_PAGES = 30

/** The seconds asked by WARM_UP_SECONDS (default 5; 0 turns it off), or an error message. */
export function warmUpSeconds(asked = process.env.WARM_UP_SECONDS) {
  if (asked === undefined || asked === '') return 5
  const seconds = Number(asked)
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= 120
    ? seconds
    : `WARM_UP_SECONDS must be a number of seconds from 0 to 120, not "${asked}".`
}

/** What browsers accept: Chromium and Firefox (Zstandard), Safari (brotli); each encoding is warmed up. */
const ACCEPTED_ENCODINGS = ['gzip, deflate, br, zstd', 'br, gzip']

/**
 * GET `path` on the worker's socket as a browser asks for it (`acceptEncoding`; none: plain, to read its
 * links): its status, `Cache-Control` and, when plain, its text.
 */
function get(socketPath, path, token, acceptEncoding) {
  const compressed = acceptEncoding !== undefined
  return new Promise((resolve, reject) => {
    const headers = { host: 'localhost', 'accept-language': 'fr-BE,fr;q=0.9', [WARM_UP_HEADER]: token }
    if (compressed) headers['accept-encoding'] = acceptEncoding
    const asked = request({ socketPath, path, headers }, (response) => {
      let text = ''
      if (!compressed) response.setEncoding('utf8')
      response.on('data', (chunk) => {
        if (!compressed) text += chunk
      })
      response.on('end', () =>
        resolve({ status: response.statusCode, cacheControl: response.headers['cache-control'] ?? '', text }),
      )
      response.on('error', reject)
    })
    asked.setTimeout(15_000, () => asked.destroy(new Error(`warm-up: ${path} took too long`)))
    asked.on('error', reject)
    asked.end()
  })
}

/** The kind of a page: its first segment and how many it has (`/entreprises-impact/x/offres-emploi/y`). */
function kind(path) {
  const segments = path.split('?')[0].split('/').filter(Boolean)
  return `${segments[0] ?? ''}/${segments.length}`
}

/** Paths the home page links to (same origin, not files, not the API), one per kind, in page order. */
export function pagesLinked(html) {
  const byKind = new Map()
  for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
    const path = normalized(href.replaceAll('&amp;', '&'))
    if (path.startsWith('/api/') || path.startsWith('/_') || /\.[a-z0-9]+(\?|$)/i.test(path)) continue
    if (!byKind.has(kind(path))) byKind.set(kind(path), path)
  }
  return [...byKind.values()]
}

/** A path as the page's links write it: `/entreprises-impact/` is `/entreprises-impact`. */
const normalized = (path) => (path.length > 1 ? path.replace(/\/+(\?|$)/, '$1') : path)

/** The page's other languages, from its `hreflang` alternates (absolute URLs), as paths. */
export function alternates(html) {
  const paths = []
  for (const [tag] of html.matchAll(/<link rel="alternate" hrefLang="[^"]+"[^>]*>/gi)) {
    const href = /href="([^"]+)"/.exec(tag)?.[1]
    if (href) paths.push(normalized(new URL(href.replaceAll('&amp;', '&'), 'http://localhost').pathname))
  }
  return paths
}

/** Where the page's search form leads (the job list: the page visitors ask for most), or null. */
export function searchResultsPage(html) {
  const form = /<form [^>]*role="search"[^>]*>/.exec(html)?.[0]
  const action = form && /action="(\/[^"]*)"/.exec(form)?.[1]
  return action ? normalized(action.replaceAll('&amp;', '&')) : null
}

/**
 * The search results for a keyword, through the page's search form (its action and its text field), or
 * null: a node's first keyword search builds its typo vocabulary, which a visitor should not wait for.
 */
export function keywordSearchPage(html) {
  const form = /<form [^>]*role="search"[^>]*>([\s\S]*?)<\/form>/.exec(html)
  const action = form && /action="(\/[^"]*)"/.exec(form[0])?.[1]
  const field =
    form &&
    /<input [^>]*name="([^"]+)"[^>]*type="search"|<input [^>]*type="search"[^>]*name="([^"]+)"/.exec(form[1])
  const name = field?.[1] ?? field?.[2]
  return action && name ? `${normalized(action.replaceAll('&amp;', '&'))}?${name}=${KEYWORD}` : null
}

/** Any word does: the search it starts is what warms the node, not its results. */
const KEYWORD = 'projet'

const shared = (response) => response.status === 200 && response.cacheControl.startsWith('public')

/**
 * Renders the public pages on `socketPath` for `seconds`; never fails (a page that does not answer is
 * left out, and a worker that cannot render is handed visitors all the same, to answer them as it can).
 */
export async function warmUp(socketPath, seconds) {
  if (!(seconds > 0)) return
  const token = randomBytes(16).toString('hex')
  // A global: the app's bundle and this script are separate modules.
  globalThis[WARM_UP_TOKEN] = token
  const until = performance.now() + seconds * 1000
  const plain = (path) => get(socketPath, path, token)
  try {
    const home = await plain('/')
    if (!shared(home)) return
    // Not awaited: the vocabulary builds in the worker while the pages below render.
    const keywordSearch = keywordSearchPage(home.text)
    if (keywordSearch) plain(keywordSearch).catch(() => {})
    const pages = new Set(['/', ...alternates(home.text)])
    const searchResults = searchResultsPage(home.text)
    let often = []
    for (const path of [searchResults, ...pagesLinked(home.text)]) {
      if (path === null || pages.has(path) || pages.size >= MAX_PAGES || performance.now() > until) continue
      const page = await plain(path).catch(() => null)
      if (!page || !shared(page)) continue
      const languages = [path, ...alternates(page.text)]
      for (const each of languages) pages.add(each)
      if (path === searchResults) often = [...new Set(languages)]
    }
    // Every other render is of the search results, in turn in each language; the others share the rest.
    const others = [...pages].filter((path) => !often.includes(path))
    let next = 0
    const render = () => {
      const turn = next++
      const list = (turn % 2 === 0 && often.length > 0) || others.length === 0 ? often : others
      const path = list[Math.floor(turn / 2) % list.length]
      return get(
        socketPath,
        path,
        token,
        ACCEPTED_ENCODINGS[Math.floor(turn / 2) % ACCEPTED_ENCODINGS.length],
      )
    }
    const renderPages = async () => {
      while (performance.now() < until) await render().catch(() => {})
    }
    await Promise.all(Array.from({ length: AT_ONCE }, renderPages))
  } catch {
    // The warm-up is an optimisation: whatever failed, the worker serves.
  } finally {
    delete globalThis[WARM_UP_TOKEN]
  }
}

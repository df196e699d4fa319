import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  alternates,
  keywordSearchPage,
  pagesLinked,
  searchResultsPage,
  warmUp,
  warmUpSeconds,
} from '../scripts/warm-up.mjs'
import { isWarmUpRequest } from '../src/server/http/warm-up'

const PUBLIC = 'public, max-age=0, s-maxage=60'
const alternateLinks = (paths: string[]) =>
  paths
    .map((path, i) => `<link rel="alternate" hrefLang="l${i}" href="http://example.test${path}"/>`)
    .join('')

let sites = 0

/** A site of a few pages, on a Unix socket like a worker's private one; it notes what it was asked. */
async function site(pages: Record<string, { html: string; cacheControl?: string }>) {
  const asked: { path: string; tokenHeld: boolean; encodings: string | undefined }[] = []
  const path = join(tmpdir(), `tremplin-warm-up-test-${process.pid}-${++sites}.sock`)
  rmSync(path, { force: true })
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/'
    asked.push({
      path: url,
      tokenHeld: isWarmUpRequest(
        new Request(`http://localhost${url}`, { headers: request.headers as HeadersInit }),
      ),
      encodings: request.headers['accept-encoding'],
    })
    const page = pages[url]
    if (!page) return response.writeHead(404).end('not found')
    response.writeHead(200, { 'cache-control': page.cacheControl ?? PUBLIC, 'content-type': 'text/html' })
    response.end(page.html)
  })
  server.listen(path)
  await once(server, 'listening')
  return { path, asked, close: () => server.close() }
}

let opened: { close: () => void } | null = null
afterEach(() => opened?.close())

describe("a worker's warm-up (scripts/warm-up.mjs)", () => {
  it('reads the pages a home page links to, one per kind, their languages and its search results', () => {
    const home = `<form role="search" class="x" action="/offres-emploi" method="get"></form>
      <a href="/offres-emploi">Jobs</a> <a class="c" href="/entreprises/a/offres/1">Offer</a>
      <a href="/entreprises/b/offres/2">Offer</a> <a href="/entreprises/a">Company</a>
      <a href="/api/health">API</a> <a href="/assets/x.css">File</a> <a href="/pages/p?x=1&amp;y=2">Landing</a>
      <a href="https://elsewhere.test/">Out</a>`
    expect(pagesLinked(home)).toEqual([
      '/offres-emploi',
      '/entreprises/a/offres/1',
      '/entreprises/a',
      '/pages/p?x=1&y=2',
    ])
    expect(searchResultsPage(home)).toBe('/offres-emploi')
    expect(searchResultsPage('<form action="/contact"></form>')).toBeNull()
    expect(keywordSearchPage(home)).toBeNull()
    expect(
      keywordSearchPage(
        '<form role="search" action="/offres-emploi" method="get"><label for="s">Métier</label><input id="s" name="query" type="search" placeholder="x"/></form>',
      ),
    ).toBe('/offres-emploi?query=projet')
    expect(alternates(alternateLinks(['/nl/banen/', '/en/job-offers']))).toEqual([
      '/nl/banen',
      '/en/job-offers',
    ])
  })

  it('renders the shared pages, the search results every other time, with a token the app knows only meanwhile', async () => {
    const s = await site({
      '/': {
        html: `<form role="search" action="/jobs"><input name="q" type="search"></form><a href="/jobs">J</a><a href="/offer/1">O</a><a href="/account">A</a><a href="/gone">G</a>`,
      },
      '/jobs': { html: alternateLinks(['/jobs', '/nl/jobs']) },
      '/nl/jobs': { html: '' },
      '/offer/1': { html: '' },
      '/account': { html: '', cacheControl: 'private, no-store' },
    })
    opened = s
    await warmUp(s.path, 0.6)
    expect(s.asked.length).toBeGreaterThan(20)
    expect(s.asked.every((each) => each.tokenHeld)).toBe(true)
    // Read once to find the pages, the personal one and the missing one are never rendered again.
    expect(s.asked.filter((each) => each.path === '/account')).toHaveLength(1)
    expect(s.asked.filter((each) => each.path === '/gone')).toHaveLength(1)
    // One keyword search, for the worker's typo vocabulary.
    expect(s.asked.filter((each) => each.path === '/jobs?q=projet')).toHaveLength(1)
    const compressed = s.asked.filter((each) => each.encodings !== undefined)
    // As Chromium and Firefox ask (Zstandard), and as Safari does (brotli).
    expect(new Set(compressed.map((each) => each.encodings))).toEqual(
      new Set(['gzip, deflate, br, zstd', 'br, gzip']),
    )
    const rendered = compressed.map((each) => each.path)
    const searches = rendered.filter((path) => path === '/jobs' || path === '/nl/jobs').length
    expect(searches / rendered.length).toBeGreaterThan(0.4)
    expect(new Set(rendered)).toEqual(new Set(['/', '/jobs', '/nl/jobs', '/offer/1']))
    // Over: the token is gone, the cache answers everyone again.
    const after = new Request('http://localhost/jobs', { headers: { 'x-tremplin-warm-up': 'anything' } })
    expect(isWarmUpRequest(after)).toBe(false)
  })

  it('gives up at once, and without failing, when the app cannot render its home page', async () => {
    const s = await site({})
    opened = s
    await warmUp(s.path, 5)
    expect(s.asked.map((each) => each.path)).toEqual(['/'])
    await warmUp(join(tmpdir(), 'tremplin-no-such-socket.sock'), 5)
  })

  it('lasts WARM_UP_SECONDS (5 by default, 0 for none)', () => {
    expect(warmUpSeconds(undefined)).toBe(5)
    expect(warmUpSeconds('0')).toBe(0)
    expect(warmUpSeconds('2.5')).toBe(2.5)
    expect(warmUpSeconds('soon')).toMatch(/WARM_UP_SECONDS/)
    expect(warmUpSeconds('-1')).toMatch(/WARM_UP_SECONDS/)
  })
})

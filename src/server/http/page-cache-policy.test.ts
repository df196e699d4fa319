import { describe, expect, it } from 'vitest'
import { applyCachePolicy, isCacheablePageRequest, isSharedPageRequest } from './page-cache-policy'

const request = (path: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, init)
const shared = (path: string, init?: RequestInit) =>
  isSharedPageRequest(request(path, init), new URL(`http://localhost${path}`))

describe('shared pages', () => {
  it('are the public pages in every language', () => {
    for (const path of [
      '/',
      '/offres-emploi',
      '/nl/banen?page=2',
      '/en/job-offers',
      '/entreprises-impact/abc',
      '/nl/gevolgen-bedrijven/abc/banen/def',
      '/en/articles/un-article',
      '/media/podcast',
      '/pages/cgu',
    ])
      expect(shared(path), path).toBe(true)
  })

  it('exclude personal, one-off and API requests, and every method but GET and HEAD', () => {
    for (const path of [
      '/talent/settings',
      '/nl/talent/alerts',
      '/recruteur',
      '/connect',
      '/recovery/abc',
      '/validmail/abc',
      '/alert-unsubscribe?token=x',
      '/newsletter-confirm?token=x',
      '/dev/mailbox',
      '/api/health',
      '/_serverFn/x',
      '/auth/linkedin/callback',
    ])
      expect(shared(path), path).toBe(false)
    expect(shared('/offres-emploi', { method: 'POST' })).toBe(false)
    expect(shared('/offres-emploi', { method: 'HEAD' })).toBe(true)
  })

  it('are cacheable only for a visitor without a session cookie', () => {
    const cacheable = (cookie?: string) =>
      isCacheablePageRequest(
        request('/offres-emploi', { headers: cookie ? { cookie } : {} }),
        new URL('http://localhost/offres-emploi'),
      )
    expect(cacheable()).toBe(true)
    expect(cacheable('tal.locale=nl; _ga=1')).toBe(true)
    expect(cacheable('tal.locale=nl; tal.auth=1')).toBe(false)
    expect(cacheable('tal.refresh_token=abc')).toBe(false)
    expect(cacheable('tal.access_token=abc')).toBe(false)
  })
})

describe('applyCachePolicy', () => {
  const html = (status = 200) => new Response('<p></p>', { status, headers: { 'content-type': 'text/html' } })

  it('lets a CDN keep shared pages briefly, keeps every other page and JSON answer private', () => {
    const page = html()
    applyCachePolicy(page, true, new URL('http://localhost/nl/banen'))
    expect(page.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/)
    expect(page.headers.get('vary')).toBe('Cookie')
    // The root page depends on the browser's language (other languages are redirected).
    const root = html()
    applyCachePolicy(root, true, new URL('http://localhost/'))
    expect(root.headers.get('vary')).toBe('Cookie, Accept-Language')

    for (const [response, sharedPage] of [
      [html(), false],
      [html(404), true],
      [Response.json({ me: 1 }), false],
    ] as const) {
      applyCachePolicy(response, sharedPage, new URL('http://localhost/offres-emploi'))
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('keeps what a route decided', () => {
    const feed = new Response('<rss/>', {
      headers: { 'content-type': 'application/rss+xml', 'cache-control': 'public, max-age=300' },
    })
    applyCachePolicy(feed, false, new URL('http://localhost/feeds/offres.xml'))
    expect(feed.headers.get('cache-control')).toBe('public, max-age=300')
  })
})

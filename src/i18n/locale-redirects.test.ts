import { describe, expect, it } from 'vitest'
import { localeRedirect } from './locale-redirects'

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers })

describe('locale redirects', () => {
  it('sends /fr/... permanently to the unprefixed path, keeping the query', () => {
    const response = localeRedirect(get('/fr/offres-emploi?query=%22chef%22'))
    expect(response?.status).toBe(301)
    expect(response?.headers.get('location')).toBe('/offres-emploi?query=%22chef%22')
  })

  it('never sends a visitor to another site from a /fr path with extra slashes (open redirect)', () => {
    for (const path of [
      '/fr//evil.example/phish',
      '/fr/\\evil.example',
      '/fr///evil.example',
      '/fr/%2F/evil',
    ]) {
      const location = localeRedirect(get(path))?.headers.get('location') ?? ''
      expect(location, path).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, 'http://localhost').host, path).toBe('localhost')
    }
    expect(localeRedirect(get('/fr//evil.example/phish'))?.headers.get('location')).toBe(
      '/evil.example/phish',
    )
  })

  it('sends a French slug under /en to the English slug', () => {
    const response = localeRedirect(get('/en/entreprises-impact'))
    expect(response?.status).toBe(301)
    expect(response?.headers.get('location')).toBe('/en/impact-companies')
  })

  it('redirects the root by Accept-Language on a first visit only', () => {
    const dutch = localeRedirect(get('/', { 'accept-language': 'nl-BE,nl;q=0.9' }))
    expect(dutch?.status).toBe(302)
    expect(dutch?.headers.get('location')).toBe('/nl')
    expect(dutch?.headers.get('vary')).toContain('Accept-Language')
    expect(localeRedirect(get('/', { 'accept-language': 'fr-BE' }))).toBeNull()
    expect(localeRedirect(get('/', { 'accept-language': 'de' }))).toBeNull()
    expect(localeRedirect(get('/offres-emploi', { 'accept-language': 'nl' }))).toBeNull()
  })

  it('prefers the remembered choice over the browser language', () => {
    expect(localeRedirect(get('/', { 'accept-language': 'nl', cookie: 'tal.locale=fr' }))).toBeNull()
    expect(
      localeRedirect(get('/', { 'accept-language': 'fr', cookie: 'tal.locale=en' }))?.headers.get('location'),
    ).toBe('/en')
  })

  it('ignores API calls and non-GET requests', () => {
    expect(localeRedirect(get('/api/pages'))).toBeNull()
    expect(localeRedirect(new Request('http://localhost/fr/contact', { method: 'POST' }))).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { isActivePath, isCurrentPage } from './localized-link'

describe('a link is active as the router decides it (no search, no hash)', () => {
  it('on its own path and on the paths under it', () => {
    expect(isActivePath('/offres-emploi', '/offres-emploi')).toBe(true)
    expect(isActivePath('/offres-emploi/acme/chef-de-projet', '/offres-emploi')).toBe(true)
    expect(isActivePath('/nl/offres-emploi', '/nl/offres-emploi')).toBe(true)
  })

  it('not on a path that only starts with the same letters, nor on its parent', () => {
    expect(isActivePath('/offres-emploi-bruxelles', '/offres-emploi')).toBe(false)
    expect(isActivePath('/offres-emploi', '/offres-emploi/acme/chef-de-projet')).toBe(false)
    expect(isActivePath('/nl', '/nl/offres-emploi')).toBe(false)
  })

  it("only on its own path when exact (a language's home, under which all its pages lie)", () => {
    expect(isActivePath('/nl/offres-emploi', '/nl')).toBe(true)
    expect(isActivePath('/nl/offres-emploi', '/nl', true)).toBe(false)
    expect(isActivePath('/nl', '/nl', true)).toBe(true)
    expect(isActivePath('/', '/', true)).toBe(true)
    expect(isActivePath('/offres-emploi', '/')).toBe(false)
  })

  it('whatever trailing slash either path has', () => {
    expect(isActivePath('/contact/', '/contact')).toBe(true)
    expect(isActivePath('/contact', '/contact/')).toBe(true)
  })
})

describe('a link is the current page as the site marks it', () => {
  it("a language's home only on itself, any other page on itself and under it", () => {
    expect(isCurrentPage('/', '/')).toBe(true)
    expect(isCurrentPage('/offres-emploi', '/')).toBe(false)
    expect(isCurrentPage('/nl', '/nl')).toBe(true)
    expect(isCurrentPage('/nl/offres-emploi', '/nl')).toBe(false)
    expect(isCurrentPage('/en/media', '/en')).toBe(false)
    expect(isCurrentPage('/nl/offres-emploi', '/nl/offres-emploi')).toBe(true)
    expect(isCurrentPage('/entreprises-impact/acme', '/entreprises-impact')).toBe(true)
  })
})

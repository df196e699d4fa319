import { describe, expect, it } from 'vitest'
import { LOCALES } from '~/i18n/locales'
import { durationParts, PODCAST_THEME_SLUGS, themeFromSlug, themeSlug } from './podcast.model'
import {
  podcastCategorySearchSchema,
  podcastListSearchSchema,
  podcastParamsFromUrl,
  toPodcastListSearch,
} from './podcast-list-url'

describe('podcast list search params', () => {
  it('keeps known values and drops everything else, never failing', () => {
    expect(
      podcastListSearchSchema.parse({
        query: '  burn-out ',
        category: 'burnout',
        duration_seconds: 'over_120',
        lang: 'nl',
        page: '2',
        other: 'x',
      }),
    ).toEqual({ query: 'burn-out', category: 'burnout', duration_seconds: 'over_120', lang: 'nl', page: 2 })
    expect(
      podcastListSearchSchema.parse({
        category: 'nope',
        duration_seconds: ['x'],
        lang: 'de',
        page: '-3',
        query: { a: 1 },
      }),
    ).toEqual({})
    // Present though dropped: the router lays the result over the URL's raw params.
    expect(podcastListSearchSchema.parse({ lang: 'de', page: '-3' })).toHaveProperty('lang', undefined)
    expect(podcastCategorySearchSchema.parse({ category: 'hr' })).toHaveProperty('category', undefined)
    // One value per filter: the first known one of a list.
    expect(podcastListSearchSchema.parse({ category: 'x,hr,impact', page: 1 })).toEqual({ category: 'hr' })
    // Numbers typed as keywords stay text.
    expect(podcastParamsFromUrl({ query: 2035 }).query).toBe('2035')
  })

  it('round-trips a list state through the URL form', () => {
    const state = { query: 'climat', filters: { lang: 'fr' as const }, page: 3 }
    expect(podcastParamsFromUrl(toPodcastListSearch(state))).toEqual(state)
    expect(toPodcastListSearch({ query: '', filters: {}, page: 1 })).toEqual({})
  })

  it('drops the theme on a theme page (the path gives it)', () => {
    expect(podcastCategorySearchSchema.parse({ category: 'hr', lang: 'en' })).toEqual({ lang: 'en' })
  })
})

describe('podcast theme slugs', () => {
  it('are unique in each language and read back', () => {
    for (const locale of LOCALES) {
      const slugs = Object.values(PODCAST_THEME_SLUGS).map((slugs) => slugs[locale])
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
    expect(themeFromSlug('bien-etre', 'fr')).toEqual({ theme: 'well_being', own: true })
    expect(themeFromSlug('welzijn', 'nl')).toEqual({ theme: 'well_being', own: true })
    expect(themeSlug('well_being', 'en')).toBe('well-being')
  })

  it('recognise another language’s slug, so it can redirect, and nothing else', () => {
    expect(themeFromSlug('bien-etre', 'nl')).toEqual({ theme: 'well_being', own: false })
    expect(themeFromSlug('transition', 'nl')).toEqual({ theme: 'transition', own: false })
    expect(themeFromSlug('well_being', 'en')).toBeNull()
    expect(themeFromSlug('', 'fr')).toBeNull()
  })
})

describe('durationParts', () => {
  it('rounds down, so the minutes shown agree with the duration bucket', () => {
    expect(durationParts(30 * 60 - 1)).toEqual({ hours: 0, minutes: 29 })
    expect(durationParts(120 * 60)).toEqual({ hours: 2, minutes: 0 })
    expect(durationParts(128 * 60 + 59)).toEqual({ hours: 2, minutes: 8 })
    expect(durationParts(12)).toEqual({ hours: 0, minutes: 1 })
  })
})

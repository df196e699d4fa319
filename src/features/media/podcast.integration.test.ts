import { beforeAll, describe, expect, it } from 'vitest'
import { podcastEpisodes } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { findEpisode, latestEpisodes, searchEpisodes } from './podcast.server'
import type { PodcastSearchParams } from './podcast-list-url'

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY)

/** Episodes around the duration boundaries (30 and 120 minutes), in three languages, one not yet out. */
const EPISODES = [
  {
    slug: 'soignants-a-bout',
    language: 'fr',
    theme: 'burnout',
    title: 'Des soignants à bout de souffle',
    guest: 'Marie Peeters, infirmière',
    description: '<p>Une infirmière raconte l’épuisement à l’hôpital.</p>',
    durationSeconds: 30 * 60 - 1,
    publishedAt: daysAgo(1),
  },
  {
    slug: 'revenir-apres-un-burn-out',
    language: 'fr',
    theme: 'burnout',
    title: 'Revenir au travail après un burn-out',
    guest: 'Luc Dubois',
    description: '<p>Le retour progressif, étape par étape.</p><script>alert(1)</script>',
    durationSeconds: 30 * 60,
    publishedAt: daysAgo(2),
  },
  {
    slug: 'van-bank-naar-boerderij',
    language: 'nl',
    theme: 'transition',
    title: 'Van de bank naar de boerderij',
    guest: 'Jan Claes',
    description: '<p>Een bankier wordt biologische boer in het Pajottenland.</p>',
    durationSeconds: 120 * 60 - 1,
    publishedAt: daysAgo(3),
  },
  {
    slug: 'windmolens-van-de-burgers',
    language: 'nl',
    theme: 'impact',
    title: 'Windmolens van de burgers',
    guest: null,
    description: '<p>Een coöperatie bouwt windmolens met duizenden burgers.</p>',
    durationSeconds: 120 * 60,
    publishedAt: daysAgo(4),
  },
  {
    slug: 'measuring-what-matters',
    language: 'en',
    theme: 'impact',
    title: 'Measuring what matters',
    guest: 'Sarah Okafor',
    description: '<p>How social enterprises measure their impact.</p>',
    durationSeconds: 10 * 60,
    publishedAt: daysAgo(5),
  },
  {
    slug: 'hiring-without-a-cv',
    language: 'en',
    theme: 'hr',
    title: 'Hiring without a CV',
    guest: 'Tom Janssens',
    description: '<p>An inclusive hiring policy in practice.</p>',
    durationSeconds: 60 * 60,
    publishedAt: daysAgo(6),
  },
  {
    slug: 'pas-encore-publie',
    language: 'fr',
    theme: 'burnout',
    title: 'Un épisode pas encore publié',
    guest: 'Personne',
    description: '<p>Bientôt.</p>',
    durationSeconds: 20 * 60,
    publishedAt: new Date(Date.now() + DAY),
  },
] as const

const params = (partial: Partial<PodcastSearchParams> = {}): PodcastSearchParams => ({
  query: '',
  filters: {},
  page: 1,
  ...partial,
})

describe.each(engines())('podcast episodes on $name', ({ open }) => {
  const database = suiteDatabase(open)
  const slugs = async (partial: Partial<PodcastSearchParams>) =>
    (await searchEpisodes(database.db, params(partial))).episodes.map((episode) => episode.slug)

  beforeAll(async () => {
    await database.db.insert(podcastEpisodes).values(
      EPISODES.map((episode) => ({
        ...episode,
        audioUrl: `https://media.example.be/${episode.slug}.mp3`,
      })),
    )
  })

  it('lists published episodes newest first, with every filter option counted', async () => {
    const result = await searchEpisodes(database.db, params())
    expect(result.total).toBe(6)
    expect(result.episodes.map((episode) => episode.slug)).toEqual([
      'soignants-a-bout',
      'revenir-apres-un-burn-out',
      'van-bank-naar-boerderij',
      'windmolens-van-de-burgers',
      'measuring-what-matters',
      'hiring-without-a-cv',
    ])
    expect(result.facets.category).toMatchObject({ burnout: 2, transition: 1, impact: 2, hr: 1, meaning: 0 })
    expect(result.facets.duration_seconds).toEqual({ under_30: 2, '30_120': 3, over_120: 1 })
    expect(result.facets.lang).toEqual({ fr: 2, nl: 2, en: 2 })
    const [first] = result.episodes
    expect(first).toMatchObject({
      title: 'Des soignants à bout de souffle',
      guest: 'Marie Peeters, infirmière',
      theme: 'burnout',
      language: 'fr',
      durationSeconds: 1799,
      excerpt: 'Une infirmière raconte l’épuisement à l’hôpital.',
    })
  })

  it('puts 30 and 120 minutes exactly in the longer bucket', async () => {
    expect(await slugs({ filters: { duration_seconds: 'under_30' } })).toEqual([
      'soignants-a-bout',
      'measuring-what-matters',
    ])
    expect(await slugs({ filters: { duration_seconds: '30_120' } })).toEqual([
      'revenir-apres-un-burn-out',
      'van-bank-naar-boerderij',
      'hiring-without-a-cv',
    ])
    expect(await slugs({ filters: { duration_seconds: 'over_120' } })).toEqual(['windmolens-van-de-burgers'])
  })

  it('filters by theme and by language, and combines filters', async () => {
    expect(await slugs({ filters: { category: 'burnout' } })).toEqual([
      'soignants-a-bout',
      'revenir-apres-un-burn-out',
    ])
    expect(await slugs({ filters: { lang: 'nl' } })).toEqual([
      'van-bank-naar-boerderij',
      'windmolens-van-de-burgers',
    ])
    expect(await slugs({ filters: { category: 'impact', lang: 'en' } })).toEqual(['measuring-what-matters'])
    expect(await slugs({ filters: { category: 'meaning' } })).toEqual([])
  })

  it('counts each filter given the others (disjunctive counts)', async () => {
    const result = await searchEpisodes(database.db, params({ filters: { lang: 'nl' } }))
    expect(result.total).toBe(2)
    // Languages are counted without the language filter: what choosing another language would give.
    expect(result.facets.lang).toEqual({ fr: 2, nl: 2, en: 2 })
    expect(result.facets.category).toMatchObject({ transition: 1, impact: 1, burnout: 0 })
    expect(result.facets.duration_seconds).toEqual({ under_30: 0, '30_120': 1, over_120: 1 })

    const narrowed = await searchEpisodes(
      database.db,
      params({ filters: { category: 'impact', duration_seconds: 'under_30' } }),
    )
    expect(narrowed.total).toBe(1)
    expect(narrowed.facets.category).toMatchObject({ impact: 1, burnout: 1, hr: 0 })
    expect(narrowed.facets.duration_seconds).toEqual({ under_30: 1, '30_120': 0, over_120: 1 })
    expect(narrowed.facets.lang).toEqual({ fr: 0, nl: 0, en: 1 })
  })

  it('searches keywords in each episode’s language (stemmed, without accents), guests, and phrases', async () => {
    expect(await slugs({ query: 'soignant' })).toEqual(['soignants-a-bout'])
    expect(await slugs({ query: 'epuisement hopital' })).toEqual(['soignants-a-bout'])
    expect(await slugs({ query: 'boerderijen' })).toEqual(['van-bank-naar-boerderij'])
    expect(await slugs({ query: 'measure' })).toEqual(['measuring-what-matters'])
    expect(await slugs({ query: 'Peeters' })).toEqual(['soignants-a-bout'])
    expect(await slugs({ query: '"inclusive hiring"' })).toEqual(['hiring-without-a-cv'])
    expect(await slugs({ query: '"hiring inclusive"' })).toEqual([])
    expect(await slugs({ query: 'burn-out', filters: { duration_seconds: '30_120' } })).toEqual([
      'revenir-apres-un-burn-out',
    ])
    // Nothing searchable (an operator only): no keyword condition rather than no result.
    expect(await slugs({ query: '-' })).toHaveLength(6)
    const none = await searchEpisodes(database.db, params({ query: 'introuvable' }))
    expect(none).toMatchObject({ total: 0, episodes: [], page: 1, pageCount: 1 })
    expect(none.facets.lang).toEqual({ fr: 0, nl: 0, en: 0 })
  })

  it('pages the results and shows the last page for a page beyond it', async () => {
    const second = await searchEpisodes(database.db, params({ page: 2 }), 4)
    expect(second).toMatchObject({ total: 6, page: 2, pageCount: 2 })
    expect(second.episodes.map((episode) => episode.slug)).toEqual([
      'measuring-what-matters',
      'hiring-without-a-cv',
    ])
    const beyond = await searchEpisodes(database.db, params({ page: 40 }), 4)
    expect(beyond.page).toBe(2)
    expect(beyond.episodes).toHaveLength(2)
  })

  it('finds an episode by slug with its sanitised description and the others of its theme', async () => {
    const episode = await findEpisode(database.db, 'revenir-apres-un-burn-out')
    expect(episode).toMatchObject({
      title: 'Revenir au travail après un burn-out',
      audioUrl: 'https://media.example.be/revenir-apres-un-burn-out.mp3',
      description: '<p>Le retour progressif, étape par étape.</p>',
    })
    // Same theme, itself and unpublished ones left out.
    expect(episode?.similar.map((similar) => similar.slug)).toEqual(['soignants-a-bout'])
    expect(await findEpisode(database.db, 'pas-encore-publie')).toBeNull()
    expect(await findEpisode(database.db, 'inconnu')).toBeNull()
  })

  it('gives the latest published episodes', async () => {
    expect((await latestEpisodes(database.db, 2)).map((episode) => episode.slug)).toEqual([
      'soignants-a-bout',
      'revenir-apres-un-burn-out',
    ])
  })
})

describe.each(engines())('the seeded podcast on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 20 })

  it('has two pages of episodes whose counts add up in every filter', async () => {
    const result = await searchEpisodes(database.db, params())
    expect(result.pageCount).toBe(2)
    expect(result.episodes).toHaveLength(15)
    for (const counts of Object.values(result.facets)) {
      expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(result.total)
    }
  })
})

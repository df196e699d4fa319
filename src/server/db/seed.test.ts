import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POPULAR_PAGES_PER_PREFIX } from '../../domain/constants'
import {
  ARTICLE_CATEGORIES,
  COFOUNDER_MATURITIES,
  COFOUNDER_PLANS,
  COMPANY_SIZES,
  CONTENT_LANGUAGES,
  CONTRACT_TYPES,
  JOB_CATEGORIES,
  OFFER_STATUSES,
  PODCAST_DURATION_BOUNDS,
  PODCAST_DURATIONS,
  PODCAST_THEMES,
  POPULAR_PAGE_TYPES,
  REGIONS,
  REMOTE_POLICIES,
  SECTORS,
} from '../../domain/enums'
import { allDemoImages, demoImageUrl } from '../demo/demo-images'
import { type DatabaseHandle, openDatabase, queryRows } from './client'
import { DEFAULT_OFFER_COUNT, isDatabaseEmpty, type SeedCounts, seedDatabase } from './seed'

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite' })
  await handle.migrate()
  return handle
}

async function values(handle: DatabaseHandle, query: SQL): Promise<string[]> {
  const rows = await queryRows<{ value: string | number }>(handle.db, query)
  return rows.map((row) => String(row.value))
}

function sorted(items: readonly (string | number)[]): string[] {
  return items.map(String).sort()
}

describe('demo seed', () => {
  let handle: DatabaseHandle
  let counts: SeedCounts

  beforeAll(async () => {
    handle = await freshDatabase()
    expect(await isDatabaseEmpty(handle.db)).toBe(true)
    counts = await seedDatabase(handle.db)
  }, 120_000)

  afterAll(async () => {
    await handle?.close()
  })

  it('reports what it created and leaves a non-empty database', async () => {
    expect(counts).toEqual({
      companies: 40,
      offers: DEFAULT_OFFER_COUNT,
      articles: 24,
      podcastEpisodes: 22,
      cofounderProjects: 20,
      popularPages: expect.any(Number),
      skills: expect.any(Number),
      recruiters: 80,
    })
    expect(counts.skills).toBeGreaterThanOrEqual(60)
    expect(await isDatabaseEmpty(handle.db)).toBe(false)
    const [offerCount] = await values(handle, sql`select count(*) as value from offers`)
    expect(Number(offerCount)).toBe(DEFAULT_OFFER_COUNT)
  })

  it('uses every value of the offer enumerations', async () => {
    const columns: [string, readonly string[]][] = [
      ['region', REGIONS],
      ['contract_type', CONTRACT_TYPES],
      ['remote_policy', REMOTE_POLICIES],
      ['category', JOB_CATEGORIES],
      ['status', OFFER_STATUSES],
      ['language', CONTENT_LANGUAGES],
      ['unnest(sectors)', SECTORS],
    ]
    for (const [column, enumeration] of columns) {
      const used = await values(handle, sql`select distinct ${sql.raw(column)} as value from offers`)
      expect(sorted(used), column).toEqual(sorted(enumeration))
    }
  })

  it('writes offers mostly in French, then Dutch, then English, and mostly published', async () => {
    const rows = await queryRows<{ language: string; share: number }>(
      handle.db,
      sql`select language, count(*)::float / sum(count(*)) over () as share from offers group by language`,
    )
    const share = Object.fromEntries(rows.map((row) => [row.language, Number(row.share)]))
    expect(share.fr).toBeGreaterThan(0.4)
    expect(share.nl).toBeGreaterThan(0.2)
    expect(share.en).toBeGreaterThan(0.1)
    const [published] = await values(
      handle,
      sql`select avg((status = 'published')::int)::float as value from offers`,
    )
    expect(Number(published)).toBeGreaterThan(0.8)
  })

  it('covers every sector, size and region with the companies, some of them without zones', async () => {
    expect(
      sorted(await values(handle, sql`select distinct unnest(sectors) as value from companies`)),
    ).toEqual(sorted(SECTORS))
    expect(sorted(await values(handle, sql`select distinct size as value from companies`))).toEqual(
      sorted(COMPANY_SIZES),
    )
    expect(sorted(await values(handle, sql`select distinct unnest(zones) as value from companies`))).toEqual(
      sorted(REGIONS),
    )
    const [withoutZones] = await values(
      handle,
      sql`select count(*) as value from companies where zones = '{}'`,
    )
    expect(Number(withoutZones)).toBeGreaterThan(0)
    const [cofounders] = await values(handle, sql`select count(*) as value from companies where is_cofounder`)
    expect(Number(cofounders)).toBeGreaterThanOrEqual(5)
  })

  it('gives every company a translation per locale, with slugs unique in each locale', async () => {
    const rows = await queryRows<{ locales: string[]; slugs: number }>(
      handle.db,
      sql`select array_agg(locale::text order by locale::text) as locales, count(distinct slug)::int as slugs
          from company_translations group by company_id`,
    )
    expect(rows).toHaveLength(counts.companies)
    for (const row of rows) expect(row.locales).toEqual(sorted(CONTENT_LANGUAGES))
    const perLocale = await queryRows<{ locale: string; total: number; distinct_slugs: number }>(
      handle.db,
      sql`select locale, count(*)::int as total, count(distinct slug)::int as distinct_slugs
          from company_translations group by locale`,
    )
    expect(perLocale).toHaveLength(CONTENT_LANGUAGES.length)
    for (const row of perLocale) expect(row.distinct_slugs).toBe(row.total)
    const [translatedSlugs] = await values(
      handle,
      sql`select count(*) as value from company_translations fr join company_translations en
          on en.company_id = fr.company_id and en.locale = 'en' where fr.locale = 'fr' and fr.slug <> en.slug`,
    )
    expect(Number(translatedSlugs)).toBeGreaterThan(0)
  })

  it('covers every podcast theme, duration bucket and language', async () => {
    expect(sorted(await values(handle, sql`select distinct theme as value from podcast_episodes`))).toEqual(
      sorted(PODCAST_THEMES),
    )
    expect(
      sorted(await values(handle, sql`select distinct language as value from podcast_episodes`)),
    ).toEqual(sorted(CONTENT_LANGUAGES))
    const durations = (await values(handle, sql`select duration_seconds as value from podcast_episodes`)).map(
      Number,
    )
    for (const bucket of PODCAST_DURATIONS) {
      const [min, max] = PODCAST_DURATION_BOUNDS[bucket]
      expect(
        durations.some((seconds) => seconds >= min && seconds < max),
        bucket,
      ).toBe(true)
    }
  })

  it('covers every co-founder maturity and plan, article category and popular page type', async () => {
    expect(
      sorted(await values(handle, sql`select distinct maturity as value from cofounder_projects`)),
    ).toEqual(sorted(COFOUNDER_MATURITIES))
    expect(sorted(await values(handle, sql`select distinct plan as value from cofounder_projects`))).toEqual(
      sorted(COFOUNDER_PLANS),
    )
    expect(sorted(await values(handle, sql`select distinct category as value from articles`))).toEqual(
      sorted(ARTICLE_CATEGORIES),
    )
    expect(sorted(await values(handle, sql`select distinct type as value from popular_pages`))).toEqual(
      sorted(POPULAR_PAGE_TYPES),
    )
  })

  it('translates every article and skill in the three locales', async () => {
    const [articleTranslations] = await values(
      handle,
      sql`select count(*) as value from article_translations`,
    )
    expect(Number(articleTranslations)).toBe(counts.articles * CONTENT_LANGUAGES.length)
    const [skillTranslations] = await values(handle, sql`select count(*) as value from skill_translations`)
    expect(Number(skillTranslations)).toBe(counts.skills * CONTENT_LANGUAGES.length)
  })

  it('has enough job and internship popular pages of each type in every locale', async () => {
    const rows = await queryRows<{ type: string; kind: string; locale: string; pages: number }>(
      handle.db,
      sql`select p.type, p.kind, t.locale, count(*)::int as pages
          from popular_pages p join popular_page_translations t on t.page_id = p.id
          group by p.type, p.kind, t.locale`,
    )
    for (const type of POPULAR_PAGE_TYPES) {
      for (const kind of ['emploi', 'stage']) {
        for (const locale of CONTENT_LANGUAGES) {
          const row = rows.find((r) => r.type === type && r.kind === kind && r.locale === locale)
          expect(row?.pages ?? 0, `${type} ${kind} ${locale}`).toBeGreaterThanOrEqual(
            POPULAR_PAGES_PER_PREFIX,
          )
        }
      }
    }
    const [misnamed] = await values(
      handle,
      sql`select count(*) as value from popular_pages p join popular_page_translations t on t.page_id = p.id
          where t.locale = 'fr' and t.slug not like p.kind::text || '-%'`,
    )
    expect(Number(misnamed)).toBe(0)
    const [internshipsWithoutFilter] = await values(
      handle,
      sql`select count(*) as value from popular_pages where kind = 'stage' and not (filters->'contrat_type' ? 'stage')`,
    )
    expect(Number(internshipsWithoutFilter)).toBe(0)
  })

  it('finds the demo search offer: a published French "chef de projet" energy job', async () => {
    const hits = await queryRows<{
      title: string
      region: string
      remote_policy: string
      contract_type: string
    }>(
      handle.db,
      sql`select title, region, remote_policy, contract_type from offers
          where status = 'published' and language = 'fr'
            and search_vector @@ websearch_to_tsquery('tremplin_fr', '"chef de projet" energie')`,
    )
    expect(hits.length).toBeGreaterThan(0)
    expect(
      hits.some(
        (hit) =>
          /Chef de projet/.test(hit.title) &&
          /énergie/.test(hit.title) &&
          ['hainaut', 'namur'].includes(hit.region) &&
          hit.remote_policy === 'remote_half_authorized' &&
          hit.contract_type === 'cdi',
      ),
    ).toBe(true)
  })

  it('points every company logo and banner, article, episode and project picture at a demo picture', async () => {
    const pictures = new Set(allDemoImages().map((image) => demoImageUrl(image.key)))
    const urls = await values(
      handle,
      sql`select logo_url as value from companies union all select banner_url from companies
          union all select thumbnail_url from articles union all select thumbnail_url from podcast_episodes
          union all select image_url from cofounder_projects`,
    )
    expect(urls.length).toBeGreaterThan(100)
    expect(urls.filter((url) => !pictures.has(url))).toEqual([])
    expect(new Set(urls).size).toBe(pictures.size)
  })

  it('is deterministic: a second database gets the same offers in the same order', async () => {
    const other = await freshDatabase()
    try {
      await seedDatabase(other.db)
      const offersOf = (database: DatabaseHandle) =>
        queryRows<{ id: string; title: string; slug: string; published_at: unknown }>(
          database.db,
          sql`select id, title, slug, published_at from offers order by id`,
        )
      const [first, second] = await Promise.all([offersOf(handle), offersOf(other)])
      expect(second).toHaveLength(DEFAULT_OFFER_COUNT)
      expect(second).toEqual(first)
      const companiesOf = (database: DatabaseHandle) =>
        queryRows(
          database.db,
          sql`select company_id, locale, slug, description from company_translations order by 1, 2`,
        )
      expect(await companiesOf(other)).toEqual(await companiesOf(handle))
    } finally {
      await other.close()
    }
  }, 120_000)

  it('generates offer n independently of the number of offers, and differently with another seed', async () => {
    const [smaller, reseeded] = await Promise.all([freshDatabase(), freshDatabase()])
    try {
      await seedDatabase(smaller.db, { offers: 100 })
      await seedDatabase(reseeded.db, { offers: 100, seed: 7 })
      const slugsOf = (database: DatabaseHandle) =>
        values(database, sql`select slug as value from offers order by id`)
      const [all, first100, other] = await Promise.all([slugsOf(handle), slugsOf(smaller), slugsOf(reseeded)])
      expect(first100).toHaveLength(100)
      expect(all).toEqual(expect.arrayContaining(first100))
      expect(other).not.toEqual(first100)
    } finally {
      await Promise.all([smaller.close(), reseeded.close()])
    }
  }, 120_000)
})

/**
 * The deterministic demo seed: ~40 Belgian impact organisations, their offers, articles, podcast
 * episodes, co-founder projects, popular pages and skills, in French, Dutch and English. The same
 * options always give the same rows (ids included); `offers` scales to 100k+ for benchmarks.
 * Data lives in `src/server/demo/`; this module only inserts it, in batches, in one transaction.
 */
import { inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { hashPassword } from '../auth/password'
import { seedAnswerHistory } from '../demo/answer-history'
import { buildCompanies } from '../demo/build-companies'
import {
  buildArticles,
  buildCofounderProjects,
  buildPodcastEpisodes,
  buildPopularPages,
  buildSkills,
} from '../demo/build-content'
import { generateOffers } from '../demo/build-offers'
import type { OfferRow } from '../demo/offer-plans'
import {
  buildDemoRecruiters,
  DEMO_ADMIN,
  DEMO_RECRUITER_PASSWORD,
  type DemoRecruiter,
} from '../demo/recruiters'
import type { Database } from './client'
import {
  articles,
  articleTranslations,
  cofounderProjects,
  companies,
  companyMembers,
  companyTranslations,
  offers,
  podcastEpisodes,
  popularPages,
  popularPageTranslations,
  skills,
  skillTranslations,
  users,
} from './schema'

export type SeedOptions = {
  /** Number of offers (default DEFAULT_OFFER_COUNT). */
  offers?: number
  /** Seed of the pseudo-random generator (default DEFAULT_SEED). */
  seed?: number
  /** A history of answered and unanswered applications (default on when there are offers). */
  answerHistory?: boolean
}

export type SeedCounts = {
  companies: number
  offers: number
  articles: number
  podcastEpisodes: number
  cofounderProjects: number
  popularPages: number
  skills: number
  /** Demo recruiters (two per organisation; accounts survive a reseed, their memberships are renewed). */
  recruiters: number
}

export const DEFAULT_OFFER_COUNT = 360
export const DEFAULT_SEED = 20_261_115
/** Rows per INSERT statement. */
const BATCH_SIZE = 500

/** The tables the seed fills, for a reset (`TRUNCATE … CASCADE` also empties rows that reference them). */
export const SEEDED_TABLES = [
  'companies',
  'company_translations',
  'offers',
  'articles',
  'article_translations',
  'podcast_episodes',
  'cofounder_projects',
  'popular_pages',
  'popular_page_translations',
  'skills',
  'skill_translations',
] as const

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1)
  return rows.length === 0
}

/** Empties every seeded table (and, by cascade, what references them: applications, saved items...). */
export async function truncateSeededTables(db: Database): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE TABLE ${SEEDED_TABLES.join(', ')} CASCADE`))
}

function assertOptions(offerCount: number, seed: number): void {
  if (!Number.isSafeInteger(offerCount) || offerCount < 0) {
    throw new RangeError(`seedDatabase: offers must be a non-negative integer, got ${offerCount}`)
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seedDatabase: seed must be an integer, got ${seed}`)
}

async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  { ignoreConflicts = false } = {},
) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const insert = db.insert(table).values(rows.slice(start, start + BATCH_SIZE) as T['$inferInsert'][])
    await (ignoreConflicts ? insert.onConflictDoNothing() : insert)
  }
}

/** Streams the generated offers into the table, one batch in memory at a time. */
async function insertOffers(db: Database, rows: Iterable<OfferRow>): Promise<number> {
  let batch: OfferRow[] = []
  let count = 0
  for (const row of rows) {
    batch.push(row)
    if (batch.length === BATCH_SIZE) {
      await db.insert(offers).values(batch)
      count += batch.length
      batch = []
    }
  }
  if (batch.length > 0) {
    await db.insert(offers).values(batch)
    count += batch.length
  }
  return count
}

/** Fills an empty database with the demo data; returns how many rows of each kind were created. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedCounts> {
  const offerCount = options.offers ?? DEFAULT_OFFER_COUNT
  const seed = options.seed ?? DEFAULT_SEED
  assertOptions(offerCount, seed)

  const builtCompanies = buildCompanies(seed)
  const builtArticles = buildArticles(seed)
  const episodes = buildPodcastEpisodes(seed)
  const projects = buildCofounderProjects(seed, builtCompanies.companies)
  const pages = buildPopularPages(seed)
  const builtSkills = buildSkills(seed)

  const counts = await db.transaction(async (tx) => {
    const handle = tx as unknown as Database
    await insertInBatches(handle, companies, builtCompanies.rows)
    await insertInBatches(handle, companyTranslations, builtCompanies.translations)
    const offerRows = await insertOffers(handle, generateOffers(seed, builtCompanies.companies, offerCount))
    await insertInBatches(handle, articles, builtArticles.articles)
    await insertInBatches(handle, articleTranslations, builtArticles.translations)
    await insertInBatches(handle, podcastEpisodes, episodes)
    await insertInBatches(handle, cofounderProjects, projects)
    await insertInBatches(handle, popularPages, pages.pages)
    await insertInBatches(handle, popularPageTranslations, pages.translations)
    await insertInBatches(handle, skills, builtSkills.skills)
    await insertInBatches(handle, skillTranslations, builtSkills.translations)
    return {
      companies: builtCompanies.rows.length,
      offers: offerRows,
      articles: builtArticles.articles.length,
      podcastEpisodes: episodes.length,
      cofounderProjects: projects.length,
      popularPages: pages.pages.length,
      skills: builtSkills.skills.length,
    }
  })
  const recruiters = await seedRecruiters(db, buildDemoRecruiters(seed, builtCompanies.companies))
  if (counts.offers > 0 && options.answerHistory !== false) await seedAnswerHistory(db)
  // Fresh statistics (or the planner guesses on bulk-loaded tables: measured 100 ms instead of 1 ms) and a
  // visibility map (so counts can be index-only scans).
  await db.execute(sql`VACUUM ANALYZE`)
  return { ...counts, recruiters }
}

/**
 * The demo recruiters' accounts (kept when they exist: users are not seeded tables) and memberships, and
 * the demo's committee member.
 * One password hash for all: they share the documented demo password.
 */
async function seedRecruiters(db: Database, recruiters: DemoRecruiter[]): Promise<number> {
  if (recruiters.length === 0) return 0
  const passwordHash = await hashPassword(DEMO_RECRUITER_PASSWORD)
  await db
    .insert(users)
    .values({ ...DEMO_ADMIN, passwordHash, role: 'admin', locale: 'fr', emailVerifiedAt: new Date() })
    .onConflictDoNothing()
  await insertInBatches(
    db,
    users,
    recruiters.map((r) => ({
      email: r.email,
      passwordHash,
      role: 'recruiter' as const,
      firstName: r.firstName,
      lastName: r.lastName,
      locale: r.locale,
      emailVerifiedAt: new Date(),
      gdprAcceptedAt: new Date(),
    })),
    { ignoreConflicts: true },
  )
  const ids = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        recruiters.map((r) => r.email),
      ),
    )
  const idOf = new Map(ids.map((row) => [row.email, row.id]))
  await insertInBatches(
    db,
    companyMembers,
    recruiters.flatMap((r) => {
      const userId = idOf.get(r.email)
      return userId ? [{ companyId: r.companyId, userId, role: r.role }] : []
    }),
    { ignoreConflicts: true },
  )
  return recruiters.length
}

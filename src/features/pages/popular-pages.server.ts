import { and, asc, eq } from 'drizzle-orm'
import { POPULAR_PAGES_PER_PREFIX } from '~/domain/constants'
import type { Locale } from '~/i18n/locales'
import { cachedForMs } from '~/server/cache'
import { getDb } from '~/server/db'
import type { Database } from '~/server/db/client'
import { popularPages, popularPageTranslations } from '~/server/db/schema'
import type { PopularPageLink } from './popular-pages.model'

/**
 * The most-visited pages in a locale: for each type (sector, city, job), the first pages of kind
 * "emploi" and of kind "stage", each up to the spec's 5.
 */
/** The popular pages of a locale, by type, kind ("emploi" first), position. */
function popularPageLinks(db: Database, locale: Locale) {
  return db
    .select({
      slug: popularPageTranslations.slug,
      title: popularPageTranslations.title,
      type: popularPages.type,
      kind: popularPages.kind,
    })
    .from(popularPages)
    .innerJoin(
      popularPageTranslations,
      and(eq(popularPageTranslations.pageId, popularPages.id), eq(popularPageTranslations.locale, locale)),
    )
    .orderBy(
      asc(popularPages.type),
      asc(popularPages.kind),
      asc(popularPages.position),
      asc(popularPageTranslations.title),
    )
}

export async function listPopularPages(db: Database, locale: Locale): Promise<PopularPageLink[]> {
  const rows = await popularPageLinks(db, locale)
  const taken = new Map<string, number>()
  return rows.filter((row) => {
    const key = `${row.type}:${row.kind}`
    const count = taken.get(key) ?? 0
    taken.set(key, count + 1)
    return count < POPULAR_PAGES_PER_PREFIX
  })
}

const POPULAR_PAGES_CACHE_MS = 60_000

/** The most-visited block is on every page: its list is read at most once a minute per app node. */
export const cachedPopularPages = cachedForMs(POPULAR_PAGES_CACHE_MS, async (locale: Locale) =>
  listPopularPages(await getDb(), locale),
)

export type PopularPageDetail = PopularPageLink & {
  intro: string
  filters: Record<string, string[]>
  /** The page's slug in every locale (language switch, hreflang). */
  slugs: Partial<Record<Locale, string>>
}

/** A popular page by its slug in `locale`, or null. */
export async function findPopularPage(
  db: Database,
  locale: Locale,
  slug: string,
): Promise<PopularPageDetail | null> {
  const [row] = await db
    .select({
      id: popularPages.id,
      type: popularPages.type,
      kind: popularPages.kind,
      filters: popularPages.filters,
      slug: popularPageTranslations.slug,
      title: popularPageTranslations.title,
      intro: popularPageTranslations.intro,
    })
    .from(popularPageTranslations)
    .innerJoin(popularPages, eq(popularPages.id, popularPageTranslations.pageId))
    .where(and(eq(popularPageTranslations.locale, locale), eq(popularPageTranslations.slug, slug)))
    .limit(1)
  if (!row) return null
  const translations = await db
    .select({ locale: popularPageTranslations.locale, slug: popularPageTranslations.slug })
    .from(popularPageTranslations)
    .where(eq(popularPageTranslations.pageId, row.id))
  return {
    slug: row.slug,
    title: row.title,
    intro: row.intro,
    type: row.type,
    kind: row.kind,
    filters: row.filters,
    slugs: Object.fromEntries(translations.map((t) => [t.locale, t.slug])),
  }
}

/** Every popular page of a locale (the "all categories" page and the sitemaps). */
export async function listAllPopularPages(db: Database, locale: Locale): Promise<PopularPageLink[]> {
  return popularPageLinks(db, locale)
}

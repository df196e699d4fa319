/**
 * The company a URL's slug names (company and offer pages): a current slug — the reader's language first,
 * since slugs may be shared across languages — or a former one kept when its organisation renamed it. The
 * callers redirect to the current slug of the reader's language when it is not the one asked for.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companySlugRedirects, companyTranslations } from '~/server/db/schema'

export type CompanyMatch = { id: string; locale: Locale; current: boolean }

export async function companyBySlug(
  db: Database,
  locale: Locale,
  slug: string,
): Promise<CompanyMatch | null> {
  const [match] = await db
    .select({ id: companyTranslations.companyId, locale: companyTranslations.locale })
    .from(companyTranslations)
    .where(eq(companyTranslations.slug, slug))
    .orderBy(sql`${companyTranslations.locale} = ${locale} desc`)
    .limit(1)
  if (match) return { ...match, current: true }
  const [former] = await db
    .select({ id: companySlugRedirects.companyId, locale: companySlugRedirects.locale })
    .from(companySlugRedirects)
    .where(and(eq(companySlugRedirects.slug, slug)))
    .orderBy(sql`${companySlugRedirects.locale} = ${locale} desc`)
    .limit(1)
  return former ? { ...former, current: false } : null
}

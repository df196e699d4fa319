import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { ResponseRecord } from '~/domain/answers'
import type { Sector } from '~/domain/enums'
import { responseRecord } from '~/features/response-record/response-record.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companies, companyTranslations, offers } from '~/server/db/schema'
import { richTextToPlain, sanitizeRichText } from '~/server/html/sanitize'
import { companyBySlug } from './company-lookup.server'
import type { OfferCard } from './offer-card.model'
import { offerCards } from './offer-card.server'
import type { OfferPage } from './offer-page.model'
import { hasOfferPage, isPublicNow, isPublicOffer } from './offer-visibility.server'

const RELATED_OFFERS = 4

export type OfferLookup =
  | { kind: 'found'; page: OfferPage }
  | { kind: 'moved'; companySlug: string }
  | { kind: 'missing' }

/**
 * The offer `offerSlug` of the company whose slug (in `locale`) is `companySlug`. A company slug of another
 * language answers `moved` (the caller redirects); unknown slugs, offers without a page (drafts, not yet
 * published) or not belonging to that company answer `missing`. Offers that are no longer public (archived,
 * closed, past their closing date) are found, marked unavailable.
 */
export async function findOfferPage(
  db: Database,
  locale: Locale,
  companySlug: string,
  offerSlug: string,
): Promise<OfferLookup> {
  const company = await companyBySlug(db, locale, companySlug)
  if (!company) return { kind: 'missing' }
  const translations = await companyTranslationRows(db, company.id)
  const own = translations.find((t) => t.locale === locale)
  if (company.locale !== locale || !company.current)
    return own ? { kind: 'moved', companySlug: own.slug } : { kind: 'missing' }

  const [row] = await db
    .select({ offer: offers, company: companies })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(eq(offers.companyId, company.id), eq(offers.slug, offerSlug), hasOfferPage('offers')))
    .limit(1)
  if (!row) return { kind: 'missing' }
  const { offer, company: c } = row

  const related = (where: SQL, orderBy: SQL) =>
    offerCards(db, locale, {
      where: sql`${isPublicOffer('o')} and o.id <> ${offer.id}::uuid and ${where}`,
      orderBy,
      limit: RELATED_OFFERS,
    })
  const [record, otherOffers, similarOffers] = await Promise.all([
    responseRecord(db, c.id),
    related(sql`o.company_id = ${c.id}::uuid`, sql`o.published_at desc`),
    // Same category and region first, then shared title words, then freshness; other companies only.
    related(
      sql`o.company_id <> ${c.id}::uuid and (o.category = ${offer.category} or o.region = ${offer.region} or o.search_vector @@ plainto_tsquery(tremplin_ts_config(o.language), ${offer.title}))`,
      sql`(o.category = ${offer.category})::int * 2 + (o.region = ${offer.region})::int
          + ts_rank(o.search_vector, plainto_tsquery(tremplin_ts_config(o.language), ${offer.title})) desc, o.published_at desc`,
    ),
  ])

  return {
    kind: 'found',
    page: offerPageModel({ offer, company: c, translations, locale, otherOffers, similarOffers, record }),
  }
}

type CompanyTranslationRow = { locale: Locale; slug: string; description: string | null }

/** A company's slug and description in each of its languages (the offer page presents it with them). */
export function companyTranslationRows(db: Database, companyId: string): Promise<CompanyTranslationRow[]> {
  return db
    .select({
      locale: companyTranslations.locale,
      slug: companyTranslations.slug,
      description: companyTranslations.description,
    })
    .from(companyTranslations)
    .where(eq(companyTranslations.companyId, companyId))
}

/**
 * The offer page of a stored offer (the public page, or the recruiter's preview of a draft): rich texts
 * sanitised, the company presented in `locale` (or the first language it has).
 */
export function offerPageModel({
  offer,
  company: c,
  translations,
  locale,
  otherOffers = [],
  similarOffers = [],
  record = { kind: 'new' },
}: {
  offer: typeof offers.$inferSelect
  company: typeof companies.$inferSelect
  translations: CompanyTranslationRow[]
  locale: Locale
  otherOffers?: OfferCard[]
  similarOffers?: OfferCard[]
  /** The organisation's response record (a draft's preview has none to show yet). */
  record?: ResponseRecord
}): OfferPage {
  const own = translations.find((t) => t.locale === locale) ?? translations[0]
  const companySlug = own?.slug ?? ''
  return {
    offer: {
      id: offer.id,
      slug: offer.slug,
      title: offer.title,
      company: { name: c.name, slug: companySlug, logoUrl: c.logoUrl },
      office: offer.office,
      region: offer.region,
      contractType: offer.contractType,
      remotePolicy: offer.remotePolicy,
      salary: offer.salaryKind
        ? { kind: offer.salaryKind, min: offer.salaryMin, max: offer.salaryMax }
        : null,
      experience: offer.experienceKind
        ? { kind: offer.experienceKind, min: offer.experienceMin, max: offer.experienceMax }
        : null,
      publishedAt: offer.publishedAt?.toISOString() ?? null,
      language: offer.language,
      status: offer.status,
      available: isPublicNow(offer),
      validThrough: offer.validThrough?.toISOString() ?? null,
      description: sanitizeRichText(offer.description),
      profileSought: sanitizeRichText(offer.profileSought),
      whyApply: sanitizeRichText(offer.whyApply),
      interviewProcess: sanitizeRichText(offer.interviewProcess),
      externalApplyUrl: offer.externalApplyUrl,
      summary: richTextToPlain(offer.description, 160),
    },
    company: {
      id: c.id,
      name: c.name,
      responseRecord: record,
      slug: companySlug,
      logoUrl: c.logoUrl,
      website: c.website,
      description: sanitizeRichText(own?.description ?? ''),
      size: c.size,
      sectors: c.sectors as Sector[],
      zones: c.zones,
    },
    otherOffers,
    similarOffers,
    companySlugs: Object.fromEntries(translations.map((t) => [t.locale, t.slug])),
  }
}

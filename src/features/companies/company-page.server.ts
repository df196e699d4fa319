import { eq, sql } from 'drizzle-orm'
import type { SdgGoal, Sector } from '~/domain/enums'
import { companyBySlug } from '~/features/offers/company-lookup.server'
import { offerCards } from '~/features/offers/offer-card.server'
import { isPublicOffer, publicOfferCount } from '~/features/offers/offer-visibility.server'
import { responseRecord } from '~/features/response-record/response-record.server'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'
import { companies, companyTranslations, type ProfileTile as StoredTile } from '~/server/db/schema'
import { richTextToPlain, safeHttpUrl, sanitizeRichText } from '~/server/html/sanitize'
import type { SocialNetwork } from '~/ui/social-icons'
import { companyCards, textArray } from './companies.server'
import type { CompanyPage, ProfileTile, ProfileVideo } from './company-page.model'

/** Offers shown on the page; beyond, a link to the job list searching the company's name. */
export const OFFERS_SHOWN = 12
const SIMILAR_COMPANIES = 3

export type CompanyLookup =
  | { kind: 'found'; page: CompanyPage }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' }

const tiles = (stored: StoredTile[] | null): ProfileTile[] =>
  (stored ?? [])
    .filter((tile) => tile.title || tile.text)
    .map((tile) => ({ title: tile.title, text: tile.text, image: tile.image || null }))

const video = (url: string | null, overlayUrl: string | null): ProfileVideo | null => {
  const safe = safeHttpUrl(url)
  return safe ? { url: safe, overlayUrl } : null
}

/**
 * The company whose slug (in `locale`) is `slug`. A slug of another language, or a former one, answers
 * `moved` with this language's slug (the caller redirects); an unknown slug, or a company without a page in this language,
 * answers `missing`.
 */
export async function findCompanyPage(db: Database, locale: Locale, slug: string): Promise<CompanyLookup> {
  const match = await companyBySlug(db, locale, slug)
  if (!match) return { kind: 'missing' }
  const translations = await db
    .select()
    .from(companyTranslations)
    .where(eq(companyTranslations.companyId, match.id))
  const own = translations.find((translation) => translation.locale === locale)
  if (!own) return { kind: 'missing' }
  if (own.slug !== slug) return { kind: 'moved', slug: own.slug }
  const [c] = await db.select().from(companies).where(eq(companies.id, match.id))
  // A suspended organisation has no page (its offers' pages stay, closed, for those who applied).
  if (!c || c.suspendedAt) return { kind: 'missing' }

  const [offers, [offerCount], similarIds] = await Promise.all([
    offerCards(db, locale, {
      where: sql`o.company_id = ${c.id}::uuid and ${isPublicOffer('o')}`,
      limit: OFFERS_SHOWN,
    }),
    queryRows<{ count: number }>(db, sql`select ${publicOfferCount(sql`${c.id}::uuid`)} as count`),
    // The most sectors in common first, then those that recruit most.
    c.sectors.length === 0
      ? Promise.resolve([])
      : queryRows<{ id: string }>(
          db,
          sql`select s.id from companies s
              join company_translations st on st.company_id = s.id and st.locale = ${locale}
              where s.id <> ${c.id}::uuid and s.sectors && ${textArray(c.sectors)}
              order by cardinality(array(select unnest(s.sectors) intersect select unnest(${textArray(c.sectors)}))) desc,
                       ${publicOfferCount(sql`s.id`)} desc,
                       s.name, s.id
              limit ${SIMILAR_COMPANIES}`,
        ),
  ])

  const socialLinks = (
    [
      ['facebook', c.facebookUrl],
      ['instagram', c.instagramUrl],
      ['twitter', c.twitterUrl],
      ['youtube', c.youtubeUrl],
      ['linkedin', c.linkedinUrl],
    ] as [SocialNetwork, string | null][]
  ).flatMap(([network, url]) => {
    const safe = safeHttpUrl(url)
    return safe ? [{ network, url: safe }] : []
  })
  const description = sanitizeRichText(own.description ?? '')
  return {
    kind: 'found',
    page: {
      company: {
        id: c.id,
        name: c.name,
        slug: own.slug,
        logoUrl: c.logoUrl,
        bannerUrl: c.bannerUrl,
        slogan: own.slogan,
        website: safeHttpUrl(c.website),
        responseRecord: await responseRecord(db, c.id),
        location: c.location,
        size: c.size,
        sectors: c.sectors as Sector[],
        zones: c.zones,
        sdgGoals: [...new Set(c.sdgGoals)]
          .filter((goal) => goal >= 1 && goal <= 17)
          .sort((a, b) => a - b) as SdgGoal[],
        averageAge: c.averageAge,
        womenPercent: c.womenPercent,
        socialLinks,
        description,
        summary: richTextToPlain(description, 160) || own.slogan || c.name,
        video: video(c.videoUrl, c.videoOverlayUrl),
        imageUrl: c.imageUrl,
        squares: tiles(own.squares),
        teamVideo: video(c.teamVideoUrl, c.teamVideoOverlayUrl),
        teamImageUrl: c.teamImageUrl,
        teamGallery: c.teamGallery.filter(Boolean),
        teamDescription: sanitizeRichText(own.teamDescription ?? ''),
        circles: tiles(own.circles),
        supportImageUrl: c.supportImageUrl,
        supportDescription: sanitizeRichText(own.supportDescription ?? ''),
      },
      offers,
      openOfferCount: Number(offerCount?.count ?? 0),
      similar: await companyCards(
        db,
        locale,
        similarIds.map((row) => row.id),
      ),
      slugs: Object.fromEntries(translations.map((translation) => [translation.locale, translation.slug])),
    },
  }
}

/**
 * An organisation's recruiters edit its public profile (docs/product.md#data company profile fields): its members, from
 * the version they read. A slug changed in a language keeps the old one as a redirect (links people kept
 * keep working, on the company page and its offers' pages); a slug another organisation holds, now or as a
 * redirect, is refused. Rich texts are sanitised before they are stored. A picture is either one the
 * profile already shows or one the editor uploaded herself (`/api/upload`, an organisation purpose): the
 * organisation adopts it on save, and deletes the pictures it no longer shows.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import {
  type CompanyProfileValues,
  companyProfileSchema,
  isBlankTile,
  PROFILE_LANGUAGES,
  type ProfilePicture,
  type ProfileTileValues,
} from '~/domain/company-profile'
import type { ContentLanguage } from '~/domain/enums'
import { ORGANISATION_PICTURE_PURPOSES } from '~/domain/uploads'
import { adoptUploads, deleteOwnerlessUploads, ownUpload } from '~/features/uploads/uploads.server'
import type { Database } from '~/server/db/client'
import { companies, companySlugRedirects, companyTranslations, type ProfileTile } from '~/server/db/schema'
import { sanitizeRichText } from '~/server/html/sanitize'
import { isMember } from './membership.server'
import type { EditableCompanyProfile } from './recruiter.model'

const version = sql<string>`(extract(epoch from ${companies.updatedAt}) * 1000000)::bigint::text`
const text = (value: string | null) => value ?? ''
const nullable = (value: string) => (value.trim() === '' ? null : value.trim())

/** Where each picture of the editor is kept. */
const PICTURE_COLUMNS = {
  logo: 'logoUrl',
  banner: 'bannerUrl',
  image: 'imageUrl',
  videoOverlay: 'videoOverlayUrl',
  teamImage: 'teamImageUrl',
  teamVideoOverlay: 'teamVideoOverlayUrl',
  supportImage: 'supportImageUrl',
} as const satisfies Record<ProfilePicture, keyof typeof companies.$inferSelect>

const storedTiles = (tiles: readonly ProfileTile[] | null): ProfileTileValues[] =>
  (tiles ?? []).map((tile) => ({ title: tile.title, text: tile.text, image: tile.image || null }))
const tilesToStore = (tiles: readonly ProfileTileValues[]): ProfileTile[] =>
  tiles
    .filter((tile) => !isBlankTile(tile))
    .map((tile) => ({ title: tile.title, text: tile.text, ...(tile.image ? { image: tile.image } : {}) }))

/** Every picture location a profile shows (pictures, gallery, tiles in every language). */
function pictureLocations(values: Pick<CompanyProfileValues, 'pictures' | 'teamGallery' | 'translations'>) {
  const tiles = PROFILE_LANGUAGES.flatMap((locale) => [
    ...values.translations[locale].squares,
    ...values.translations[locale].circles,
  ])
  return new Set(
    [...Object.values(values.pictures), ...values.teamGallery, ...tiles.map((tile) => tile.image)].filter(
      (location): location is string => Boolean(location),
    ),
  )
}

export type ProfileSaveOutcome =
  | { ok: true; version: string }
  | { ok: false; error: 'not-found' | 'conflict' | 'invalid' }
  | { ok: false; error: 'slug-taken'; locale: ContentLanguage }

export async function editableCompanyProfile(
  db: Database,
  userId: string,
  companyId: string,
): Promise<EditableCompanyProfile | null> {
  if (!(await isMember(db, userId, companyId))) return null
  const [company] = await db
    .select({ row: companies, version })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!company) return null
  const c = company.row
  const rows = await db.select().from(companyTranslations).where(eq(companyTranslations.companyId, companyId))
  const translation = (locale: ContentLanguage) => {
    const row = rows.find((r) => r.locale === locale)
    return {
      slug: row?.slug ?? '',
      slogan: text(row?.slogan ?? null),
      description: text(row?.description ?? null),
      teamDescription: text(row?.teamDescription ?? null),
      supportDescription: text(row?.supportDescription ?? null),
      squares: storedTiles(row?.squares ?? null),
      circles: storedTiles(row?.circles ?? null),
    }
  }
  return {
    companyId,
    version: company.version,
    values: {
      name: c.name,
      website: text(c.website),
      location: text(c.location),
      size: c.size,
      sectors: c.sectors as CompanyProfileValues['sectors'],
      zones: c.zones,
      sdgGoals: c.sdgGoals as CompanyProfileValues['sdgGoals'],
      averageAge: c.averageAge === null ? '' : String(c.averageAge),
      womenPercent: c.womenPercent === null ? '' : String(c.womenPercent),
      videoUrl: text(c.videoUrl),
      teamVideoUrl: text(c.teamVideoUrl),
      facebookUrl: text(c.facebookUrl),
      instagramUrl: text(c.instagramUrl),
      twitterUrl: text(c.twitterUrl),
      youtubeUrl: text(c.youtubeUrl),
      linkedinUrl: text(c.linkedinUrl),
      pictures: Object.fromEntries(
        Object.entries(PICTURE_COLUMNS).map(([name, column]) => [name, c[column] || null]),
      ) as CompanyProfileValues['pictures'],
      teamGallery: c.teamGallery.filter(Boolean),
      translations: { fr: translation('fr'), nl: translation('nl'), en: translation('en') },
    },
  }
}

/** Whether another organisation holds `slug` in `locale`, as its slug or a former one. */
async function slugHeldElsewhere(tx: Database, companyId: string, locale: ContentLanguage, slug: string) {
  const [current] = await tx
    .select({ id: companyTranslations.companyId })
    .from(companyTranslations)
    .where(
      and(
        eq(companyTranslations.locale, locale),
        eq(companyTranslations.slug, slug),
        ne(companyTranslations.companyId, companyId),
      ),
    )
  const [former] = await tx
    .select({ id: companySlugRedirects.companyId })
    .from(companySlugRedirects)
    .where(
      and(
        eq(companySlugRedirects.locale, locale),
        eq(companySlugRedirects.slug, slug),
        ne(companySlugRedirects.companyId, companyId),
      ),
    )
  return Boolean(current || former)
}

export async function saveCompanyProfile(
  db: Database,
  userId: string,
  companyId: string,
  expected: string,
  input: unknown,
): Promise<ProfileSaveOutcome> {
  const parsed = companyProfileSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid' }
  const values = parsed.data
  if (!(await isMember(db, userId, companyId))) return { ok: false, error: 'not-found' }
  const shown = await editableCompanyProfile(db, userId, companyId)
  if (!shown) return { ok: false, error: 'not-found' }
  const before = pictureLocations(shown.values)
  const after = pictureLocations(values)
  const added = [...after].filter((location) => !before.has(location))
  for (const location of added) {
    if (!(await ownUpload(db, userId, location, ORGANISATION_PICTURE_PURPOSES)))
      return { ok: false, error: 'invalid' }
  }
  const outcome = await db
    .transaction(async (tx): Promise<ProfileSaveOutcome> => {
      const [saved] = await tx
        .update(companies)
        .set({
          name: values.name,
          website: nullable(values.website),
          location: nullable(values.location),
          size: values.size,
          sectors: [...new Set(values.sectors)],
          zones: [...new Set(values.zones)],
          sdgGoals: [...new Set(values.sdgGoals)].sort((a, b) => a - b),
          averageAge: values.averageAge === '' ? null : Number(values.averageAge),
          womenPercent: values.womenPercent === '' ? null : Number(values.womenPercent),
          videoUrl: nullable(values.videoUrl),
          teamVideoUrl: nullable(values.teamVideoUrl),
          facebookUrl: nullable(values.facebookUrl),
          instagramUrl: nullable(values.instagramUrl),
          twitterUrl: nullable(values.twitterUrl),
          youtubeUrl: nullable(values.youtubeUrl),
          linkedinUrl: nullable(values.linkedinUrl),
          ...Object.fromEntries(
            Object.entries(PICTURE_COLUMNS).map(([name, column]) => [
              column,
              values.pictures[name as ProfilePicture],
            ]),
          ),
          teamGallery: [...new Set(values.teamGallery)],
          updatedAt: sql`now()`,
        })
        .where(and(eq(companies.id, companyId), sql`${version} = ${expected}`))
        .returning({ version })
      if (!saved) return { ok: false, error: 'conflict' }
      const slugs = await tx
        .select({ locale: companyTranslations.locale, slug: companyTranslations.slug })
        .from(companyTranslations)
        .where(eq(companyTranslations.companyId, companyId))
      for (const locale of PROFILE_LANGUAGES) {
        const next = values.translations[locale]
        const previous = slugs.find((row) => row.locale === locale)?.slug
        if (next.slug !== previous && (await slugHeldElsewhere(tx, companyId, locale, next.slug))) {
          // Nothing of this save stays: the transaction ends here.
          throw new SlugTaken(locale)
        }
        const columns = {
          slug: next.slug,
          slogan: nullable(next.slogan),
          description: sanitizeRichText(next.description),
          teamDescription: sanitizeRichText(next.teamDescription),
          supportDescription: sanitizeRichText(next.supportDescription),
          squares: tilesToStore(next.squares),
          circles: tilesToStore(next.circles),
        }
        await tx
          .insert(companyTranslations)
          .values({ companyId, locale, ...columns })
          .onConflictDoUpdate({
            target: [companyTranslations.companyId, companyTranslations.locale],
            set: columns,
          })
        if (previous && previous !== next.slug) {
          await tx
            .insert(companySlugRedirects)
            .values({ locale, slug: previous, companyId })
            .onConflictDoNothing()
        }
        // Taking a former slug back: it is current again, not a redirect.
        await tx
          .delete(companySlugRedirects)
          .where(and(eq(companySlugRedirects.locale, locale), eq(companySlugRedirects.slug, next.slug)))
      }
      await adoptUploads(tx, userId, added, ORGANISATION_PICTURE_PURPOSES)
      return { ok: true, version: saved.version }
    })
    .catch((error: unknown) => {
      if (error instanceof SlugTaken)
        return { ok: false as const, error: 'slug-taken' as const, locale: error.locale }
      throw error
    })
  if (outcome.ok) {
    const dropped = [...before].filter((location) => !after.has(location))
    await deleteOwnerlessUploads(db, dropped, ORGANISATION_PICTURE_PURPOSES)
  }
  return outcome
}

class SlugTaken extends Error {
  constructor(readonly locale: ContentLanguage) {
    super(`slug taken in ${locale}`)
  }
}

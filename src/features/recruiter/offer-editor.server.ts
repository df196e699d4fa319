/**
 * A recruiter writes her organisation's offers (docs/product.md#data job offer): creates a draft, edits it or a
 * published offer, duplicates one into a new draft, previews it as talents will see it. Every read and
 * write is keyed by her membership; another organisation's offer is "not found" here, whether it exists or
 * not. Rich texts are sanitised before they are stored, so what is shown is what was kept.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import type { OfferStatus } from '~/domain/enums'
import {
  type OfferFormValues,
  offerFormSchema,
  type RangeValues,
  rangeBounds,
  rangeColumns,
} from '~/domain/offer-form'
import { firstFreeSlug, slugBase } from '~/domain/slugs'
import type { OfferPage } from '~/features/offers/offer-page.model'
import { companyTranslationRows, offerPageModel } from '~/features/offers/offer-page.server'
import { isPublicNow, isSuspendedOffer } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companies, companyTranslations, offers } from '~/server/db/schema'
import { sanitizeRichText } from '~/server/html/sanitize'
import { isActiveMember, isMember, isMemberOf } from './membership.server'
import type { EditableOffer } from './recruiter.model'

/** What she may still edit: drafts and published offers (an archived one is duplicated instead). */
const EDITABLE: readonly OfferStatus[] = ['draft', 'published']
/** Closing dates are days in Belgium: an offer closes at the end of its last day, Brussels time. */
const TIME_ZONE = 'Europe/Brussels'
/** An offer's version: its last write's time, in microseconds (the same text whatever the session's zone). */
const version = sql<string>`(extract(epoch from ${offers.updatedAt}) * 1000000)::bigint::text`

export type OfferWriteOutcome =
  | { ok: true; id: string; version: string }
  | { ok: false; error: 'not-found' | 'conflict' | 'not-editable' | 'invalid' | 'suspended' }

/** Today's date in Belgium (YYYY-MM-DD): the earliest closing day accepted. */
export function belgianToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now)
}

/**
 * The values as the server keeps them: rich texts sanitised, then checked again (a text of nothing but a
 * script is empty once sanitised); null when they break a rule.
 */
function cleanValues(input: unknown, today: string): OfferFormValues | null {
  const parsed = offerFormSchema.safeParse(input)
  if (!parsed.success) return null
  const values = parsed.data
  const cleaned = {
    ...values,
    description: sanitizeRichText(values.description),
    profileSought: sanitizeRichText(values.profileSought),
    whyApply: sanitizeRichText(values.whyApply),
    interviewProcess: sanitizeRichText(values.interviewProcess),
    sectors: [...new Set(values.sectors)],
  }
  const again = offerFormSchema.safeParse(cleaned)
  if (!again.success || (cleaned.validThrough !== '' && cleaned.validThrough < today)) return null
  return again.data
}

/** The offer's columns from its form values. */
function offerColumns(values: OfferFormValues) {
  const salary = rangeBounds(values.salary)
  const experience = rangeBounds(values.experience)
  return {
    language: values.language,
    title: values.title,
    office: values.office || null,
    region: values.region || null,
    contractType: values.contractType,
    remotePolicy: values.remotePolicy,
    category: values.category,
    sectors: values.sectors,
    ...rangeColumns(salary, experience),
    description: values.description,
    profileSought: values.profileSought,
    whyApply: values.whyApply,
    interviewProcess: values.interviewProcess,
    questions: values.questions,
    externalApplyUrl: values.externalApplyUrl || null,
    validThrough: values.validThrough
      ? sql<Date>`((${values.validThrough}::date + 1)::timestamp at time zone ${TIME_ZONE})`
      : null,
    updatedAt: sql`now()`,
  }
}

const rangeValues = (kind: RangeValues['kind'] | null, min: number | null, max: number | null) => ({
  kind: kind ?? '',
  min: min === null ? '' : String(min),
  max: max === null ? '' : String(max),
})

/** The offer `offerId` of one of her organisations, as its form shows it; null when none. */
export async function editableOffer(
  db: Database,
  userId: string,
  offerId: string,
): Promise<EditableOffer | null> {
  const [row] = await db
    .select({
      offer: offers,
      companyName: companies.name,
      version,
      closingDay: sql<
        string | null
      >`to_char((${offers.validThrough} at time zone ${TIME_ZONE}) - interval '1 second', 'YYYY-MM-DD')`,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(eq(offers.id, offerId), isMemberOf(userId, offers.companyId)))
  if (!row) return null
  const { offer } = row
  const slugs = await db
    .select({ locale: companyTranslations.locale, slug: companyTranslations.slug })
    .from(companyTranslations)
    .where(eq(companyTranslations.companyId, offer.companyId))
  return {
    id: offer.id,
    companyId: offer.companyId,
    companyName: row.companyName,
    status: offer.status,
    open: isPublicNow(offer),
    suspended: isSuspendedOffer(offer),
    editable: EDITABLE.includes(offer.status) && offer.suspendedAt === null && !offer.companySuspended,
    slug: offer.slug,
    companySlugs: Object.fromEntries(slugs.map((t) => [t.locale, t.slug])),
    version: row.version,
    values: {
      language: offer.language,
      title: offer.title,
      office: offer.office ?? '',
      region: offer.region ?? '',
      contractType: offer.contractType,
      remotePolicy: offer.remotePolicy,
      category: offer.category,
      sectors: offer.sectors as OfferFormValues['sectors'],
      salary: rangeValues(offer.salaryKind, offer.salaryMin, offer.salaryMax),
      experience: rangeValues(offer.experienceKind, offer.experienceMin, offer.experienceMax),
      description: offer.description,
      profileSought: offer.profileSought,
      whyApply: offer.whyApply,
      interviewProcess: offer.interviewProcess,
      questions: offer.questions,
      externalApplyUrl: offer.externalApplyUrl ?? '',
      validThrough: row.closingDay ?? '',
    },
  }
}

/** The first slug made of `title` (`title`, `title-2`, …) no other offer of the company has. */
async function freeSlug(db: Database, companyId: string, title: string, exceptOfferId?: string) {
  const base = slugBase(title, 'offre')
  const rows = await db
    .select({ slug: offers.slug })
    .from(offers)
    .where(
      and(
        eq(offers.companyId, companyId),
        sql`(${offers.slug} = ${base} or ${offers.slug} like ${`${base}-%`})`,
        exceptOfferId ? sql`${offers.id} <> ${exceptOfferId}` : undefined,
      ),
    )
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)))
}

/**
 * Inserts the offer with a free slug; the unique index has the last word, so two drafts of the same title
 * saved at once each find their own.
 */
async function insertWithFreeSlug(
  db: Database,
  row: Omit<PgInsertValue<typeof offers>, 'slug'> & { companyId: string; title: string },
): Promise<{ id: string; version: string }> {
  for (;;) {
    const slug = await freeSlug(db, row.companyId, row.title)
    const [inserted] = await db
      .insert(offers)
      .values({ ...row, slug })
      .onConflictDoNothing({ target: [offers.companyId, offers.slug] })
      .returning({ id: offers.id, version })
    if (inserted) return inserted
  }
}

/** A new draft of the organisation `companyId`, written by one of its members. */
export async function createOffer(
  db: Database,
  userId: string,
  companyId: string,
  input: unknown,
): Promise<OfferWriteOutcome> {
  if (!(await isMember(db, userId, companyId))) return { ok: false, error: 'not-found' }
  if (!(await isActiveMember(db, userId, companyId))) return { ok: false, error: 'suspended' }
  const values = cleanValues(input, belgianToday())
  if (!values) return { ok: false, error: 'invalid' }
  const created = await insertWithFreeSlug(db, {
    ...offerColumns(values),
    companyId,
    // Kept in sync with the company's name by a trigger; the insert must name it all the same.
    companyName: '',
    status: 'draft',
  })
  return { ok: true, ...created }
}

/**
 * Saves her edit of a draft or a published offer, if nobody saved it since the version she read
 * (`expected`).
 */
export async function updateOffer(
  db: Database,
  userId: string,
  offerId: string,
  expected: string,
  input: unknown,
): Promise<OfferWriteOutcome> {
  const current = await editableOffer(db, userId, offerId)
  if (!current) return { ok: false, error: 'not-found' }
  if (current.suspended) return { ok: false, error: 'suspended' }
  if (!current.editable) return { ok: false, error: 'not-editable' }
  const values = cleanValues(input, belgianToday())
  if (!values) return { ok: false, error: 'invalid' }
  // A draft's address follows its title (nobody outside has it yet); a published offer keeps its own.
  const slug = await freeSlug(db, current.companyId, values.title, offerId)
  const [saved] = await db
    .update(offers)
    .set({
      ...offerColumns(values),
      slug: sql`case when ${offers.status} = 'draft' then ${slug} else ${offers.slug} end`,
    })
    .where(
      and(
        eq(offers.id, offerId),
        isMemberOf(userId, offers.companyId),
        inArray(offers.status, [...EDITABLE]),
        isNull(offers.suspendedAt),
        eq(offers.companySuspended, false),
        sql`${version} = ${expected}`,
      ),
    )
    .returning({ id: offers.id, version })
  return saved ? { ok: true, ...saved } : { ok: false, error: 'conflict' }
}

/** A new draft copying the offer `offerId` of her organisation (any status), to adapt and publish. */
export async function duplicateOffer(
  db: Database,
  userId: string,
  offerId: string,
): Promise<OfferWriteOutcome> {
  const [source] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), isMemberOf(userId, offers.companyId)))
  if (!source) return { ok: false, error: 'not-found' }
  // What the committee took down is not brought back as a copy.
  if (source.suspendedAt || source.companySuspended) return { ok: false, error: 'suspended' }
  const { id: _id, slug: _slug, searchVector: _vector, createdAt: _created, ...copy } = source
  const created = await insertWithFreeSlug(db, {
    ...copy,
    status: 'draft',
    publishedAt: null,
    validThrough: null,
    updatedAt: new Date(),
  })
  return { ok: true, ...created }
}

/** The offer page as talents will see it, for a member of its organisation (drafts included). */
export async function offerPreview(
  db: Database,
  userId: string,
  offerId: string,
  locale: Locale,
): Promise<OfferPage | null> {
  const [row] = await db
    .select({ offer: offers, company: companies })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(eq(offers.id, offerId), isMemberOf(userId, offers.companyId)))
  if (!row) return null
  const translations = await companyTranslationRows(db, row.company.id)
  const page = offerPageModel({ offer: row.offer, company: row.company, translations, locale })
  // A draft is shown as it will be once published; an archived offer as talents see it now (closed).
  const available = page.offer.available || row.offer.status === 'draft'
  return { ...page, offer: { ...page.offer, available } }
}

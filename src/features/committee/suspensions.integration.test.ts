import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import { companyCards } from '~/features/companies/companies.server'
import { findCompanyPage } from '~/features/companies/company-page.server'
import { findOfferPage } from '~/features/offers/offer-page.server'
import { searchOffers } from '~/features/offers/offer-search.server'
import {
  createOffer,
  duplicateOffer,
  editableOffer,
  updateOffer,
} from '~/features/recruiter/offer-editor.server'
import { changeOfferStatus } from '~/features/recruiter/recruiter-offer-status.server'
import { recruiterCompanies } from '~/features/recruiter/recruiter-offers.server'
import { contactTalent } from '~/features/recruiter/talent-library.server'
import { companyTranslations, offers, outgoingMails, talents, users } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { offerOf, recruiterOf, talentWithCv, twoCompanies } from '../../../tests/hiring-setup'
import { suiteDatabase } from '../../../tests/suite-database'
import {
  organisationForCommittee,
  organisationsForCommittee,
  setOfferSuspension,
  setOrganisationSuspension,
} from './suspensions.server'

const REASON = 'Cette offre demande une photo et un âge : contraire à la charte.'

describe.each(engines())('committee suspensions on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 0 })
  let company: string
  let other: string
  let claire: SessionUser
  let offerId: string

  const searchable = async (id: string) => {
    const [row] = await database.db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, id))
    const result = await searchOffers(database.db, 'fr', { query: '', filters: {}, page: 1 }, 10_000, {
      cached: false,
    })
    return result.offers.some((offer) => offer.slug === row!.slug)
  }
  const slugOf = async (companyId: string) =>
    (
      await database.db
        .select({ slug: companyTranslations.slug })
        .from(companyTranslations)
        .where(eq(companyTranslations.companyId, companyId))
    ).find(Boolean)!.slug
  const mailsTo = async (userId: string) => {
    const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
    return database.db.select().from(outgoingMails).where(eq(outgoingMails.toAddress, user!.email))
  }

  beforeAll(async () => {
    ;[company, other] = await twoCompanies(database.db)
    claire = await recruiterOf(database.db, company, 'Claire')
    offerId = await offerOf(database.db, company, 'open')
  })

  it('takes one offer down with a reason: out of search, closed page, no edit, copy or republish; lifted, it is back', async () => {
    expect(await searchable(offerId)).toBe(true)
    const copy = await duplicateOffer(database.db, claire.id, offerId)
    if (!copy.ok) throw new Error(copy.error)
    expect(await setOfferSuspension(database.db, offerId, { reason: REASON })).toEqual({ ok: true })
    expect(await setOfferSuspension(database.db, offerId, { reason: REASON })).toEqual({
      ok: false,
      error: 'conflict',
    })
    expect(await searchable(offerId)).toBe(false)

    const [row] = await database.db.select().from(offers).where(eq(offers.id, offerId))
    const page = await findOfferPage(database.db, 'fr', await slugOf(company), row!.slug)
    expect(page.kind).toBe('found')
    if (page.kind === 'found') expect(page.page.offer.available).toBe(false)

    // Claire is told why, in her language (Dutch), and cannot change it back.
    const [mail] = await mailsTo(claire.id)
    expect(mail!.subject).toContain('geschorst')
    expect(mail!.text).toContain(REASON)
    const editable = (await editableOffer(database.db, claire.id, offerId))!
    expect(editable).toMatchObject({ suspended: true, editable: false })
    expect(await updateOffer(database.db, claire.id, offerId, editable.version, editable.values)).toEqual({
      ok: false,
      error: 'suspended',
    })
    expect(await duplicateOffer(database.db, claire.id, offerId)).toEqual({ ok: false, error: 'suspended' })
    // A draft held back: no publishing until lifted; archiving a suspended offer stays possible.
    expect((await setOfferSuspension(database.db, copy.id, { reason: REASON })).ok).toBe(true)
    expect((await changeOfferStatus(database.db, claire.id, copy.id, 'publish')).ok).toBe(false)
    expect((await setOfferSuspension(database.db, copy.id, null)).ok).toBe(true)
    expect((await changeOfferStatus(database.db, claire.id, copy.id, 'publish')).ok).toBe(true)
    expect((await setOfferSuspension(database.db, copy.id, { reason: REASON })).ok).toBe(true)
    expect((await changeOfferStatus(database.db, claire.id, copy.id, 'archive')).ok).toBe(true)

    expect(await setOfferSuspension(database.db, offerId, null)).toEqual({ ok: true })
    expect(await searchable(offerId)).toBe(true)
    expect(await setOfferSuspension(database.db, crypto.randomUUID(), null)).toEqual({
      ok: false,
      error: 'not-found',
    })
  })

  it('suspends an organisation: page, cards and offers gone, nothing published or sent; lifted, all is back', async () => {
    const slug = await slugOf(company)
    const talent = await talentWithCv(database.db, 'Lotte')
    await database.db.update(talents).set({ openToContact: true }).where(eq(talents.id, talent.talentId))
    expect(await setOrganisationSuspension(database.db, company, { reason: REASON })).toEqual({ ok: true })

    expect(await findCompanyPage(database.db, 'fr', slug)).toEqual({ kind: 'missing' })
    expect((await companyCards(database.db, 'fr', [company, other])).map((card) => card.id)).toEqual([other])
    expect(await searchable(offerId)).toBe(false)
    const followers = await database.db
      .select({ suspended: offers.companySuspended })
      .from(offers)
      .where(inArray(offers.companyId, [company]))
    expect(followers.every((row) => row.suspended)).toBe(true)
    expect((await organisationsForCommittee(database.db, '', true)).map((row) => row.id)).toEqual([company])
    expect((await organisationForCommittee(database.db, company))!.suspensionReason).toBe(REASON)

    const read = (await editableOffer(database.db, claire.id, offerId))!
    expect(await createOffer(database.db, claire.id, company, read.values)).toEqual({
      ok: false,
      error: 'suspended',
    })
    expect(
      await contactTalent(database.db, claire.id, {
        talentId: talent.talentId,
        companyId: company,
        message: 'Bonjour, votre profil nous intéresse beaucoup pour un poste.',
      }),
    ).toEqual({ ok: false, error: 'forbidden' })
    const space = await recruiterCompanies(database.db, claire.id)
    expect(space.find((entry) => entry.id === company)!.suspended).toBe(true)

    expect(await setOrganisationSuspension(database.db, company, null)).toEqual({ ok: true })
    expect((await findCompanyPage(database.db, 'fr', slug)).kind).toBe('found')
    expect(await searchable(offerId)).toBe(true)
    expect((await mailsTo(claire.id)).length).toBeGreaterThanOrEqual(4)
  })
})

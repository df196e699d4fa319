import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import { companies, outgoingMails, talentExperiences, talentSkills, talents } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { recruiterOf, talentWithCv, twoCompanies } from '../../../tests/hiring-setup'
import { createTalent } from '../../../tests/storage-setup'
import { suiteDatabase } from '../../../tests/suite-database'
import { contactTalent, searchLibrary } from './talent-library.server'

describe.each(engines())('CV library on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 0 })
  let claire: SessionUser
  let company: string
  let other: string
  let lotte: { talentId: string; email: string }
  let hidden: { talentId: string }

  beforeAll(async () => {
    ;[company, other] = await twoCompanies(database.db)
    claire = await recruiterOf(database.db, company, 'Claire')
    const created = await createTalent(database.db, 'Lotte')
    lotte = created
    await database.db
      .update(talents)
      .set({
        openToContact: true,
        profileTitle: 'Chargée de communication',
        lastName: 'Peeters',
        phone: '+32470000000',
        city: 'Gent',
        availability: 'available',
        searchedCategories: ['marketing'],
        searchedRegions: ['east_flanders'],
      })
      .where(eq(talents.id, created.talentId))
    await database.db.insert(talentExperiences).values({
      talentId: created.talentId,
      company: 'Oxfam Wereldwinkels',
      postTitle: 'Communicatiemedewerker',
      startMonth: '2022-01',
      currentlyWorking: true,
    })
    await database.db
      .insert(talentSkills)
      .values({ talentId: created.talentId, label: 'Canva', type: 'hard' })
    hidden = await createTalent(database.db, 'Hidden')
  })

  const ids = async (search: Parameters<typeof searchLibrary>[2]) =>
    (await searchLibrary(database.db, claire.id, search))!.talents.map((t) => t.id)

  it('lists only talents open to contact, by words, field, region, availability and skill, without contact details', async () => {
    expect(await ids({})).toEqual([lotte.talentId])
    expect(await ids({ q: 'oxfam communicatie' })).toEqual([lotte.talentId])
    expect(await ids({ q: 'chargee' })).toEqual([lotte.talentId])
    expect(await ids({ q: 'boulanger' })).toEqual([])
    expect(await ids({ q: '%' })).toEqual([])
    expect(await ids({ category: 'marketing', region: 'east_flanders', availability: 'available' })).toEqual([
      lotte.talentId,
    ])
    expect(await ids({ category: 'tech' })).toEqual([])
    expect(await ids({ skill: 'canva' })).toEqual([lotte.talentId])
    const [seen] = (await searchLibrary(database.db, claire.id, {}))!.talents
    expect(seen).toMatchObject({
      name: 'Lotte P.',
      title: 'Chargée de communication',
      city: 'Gent',
      categories: ['marketing'],
      regions: ['east_flanders'],
      skills: ['Canva'],
      experiences: [{ postTitle: 'Communicatiemedewerker', company: 'Oxfam Wereldwinkels', current: true }],
    })
    expect(JSON.stringify(seen)).not.toMatch(/\+32470000000|@example\.be/)
    expect(await ids({ q: 'Hidden' })).not.toContain(hidden.talentId)

    // A talent (no organisation) has no library.
    const talent = await talentWithCv(database.db, 'Youssef')
    expect(await searchLibrary(database.db, talent.user.id, {})).toBeNull()
  })

  it('is closed to the recruiters of an organisation the committee suspended', async () => {
    const suspendedRecruiter = await recruiterOf(database.db, other, 'Suspended')
    expect((await searchLibrary(database.db, suspendedRecruiter.id, {}))!.talents.length).toBeGreaterThan(0)
    await database.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, other))
    expect(await searchLibrary(database.db, suspendedRecruiter.id, {})).toBeNull()
    await database.db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, other))
  })

  it('relays a message once a month per organisation, from members only, never to who opted out', async () => {
    const message = 'Bonjour Lotte, nous cherchons une personne pour notre communication à Gand.'
    const outsider = await recruiterOf(database.db, other, 'Outsider')
    expect(
      await contactTalent(database.db, outsider.id, {
        talentId: lotte.talentId,
        companyId: company,
        message,
      }),
    ).toEqual({
      ok: false,
      error: 'forbidden',
    })
    expect(
      await contactTalent(database.db, claire.id, { talentId: hidden.talentId, companyId: company, message }),
    ).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(
      await contactTalent(database.db, claire.id, { talentId: lotte.talentId, companyId: company, message }),
    ).toEqual({
      ok: true,
    })
    const [mail] = await database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.toAddress, lotte.email))
    expect(mail!.text).toContain(message)
    expect(mail!.headers).toMatchObject({ 'Reply-To': expect.stringContaining(claire.email) })
    expect(
      await contactTalent(database.db, claire.id, { talentId: lotte.talentId, companyId: company, message }),
    ).toEqual({
      ok: false,
      error: 'already-contacted',
    })
    expect((await searchLibrary(database.db, claire.id, {}))!.talents[0]!.contactedAt).not.toBeNull()

    // She opts out: gone at once, and no one may write to her.
    await database.db.update(talents).set({ openToContact: false }).where(eq(talents.id, lotte.talentId))
    expect(await ids({})).toEqual([])
    expect(
      await contactTalent(database.db, outsider.id, { talentId: lotte.talentId, companyId: other, message }),
    ).toEqual({
      ok: false,
      error: 'not-found',
    })
  })
})

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import { findCompanyPage } from '~/features/companies/company-page.server'
import { findOfferPage } from '~/features/offers/offer-page.server'
import { companies, offers } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { offerOf, recruiterOf, twoCompanies } from '../../../tests/hiring-setup'
import { suiteDatabase } from '../../../tests/suite-database'
import { editableCompanyProfile, saveCompanyProfile } from './company-profile.server'

describe.each(engines())('organisation profile on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 0 })
  let company: string
  let other: string
  let claire: SessionUser
  let outsider: SessionUser

  beforeAll(async () => {
    ;[company, other] = await twoCompanies(database.db)
    claire = await recruiterOf(database.db, company, 'Claire')
    outsider = await recruiterOf(database.db, other, 'Outsider')
  })

  it('is edited by its members only, from the version read, with texts sanitised', async () => {
    expect(await editableCompanyProfile(database.db, outsider.id, company)).toBeNull()
    const read = (await editableCompanyProfile(database.db, claire.id, company))!
    const values = {
      ...read.values,
      name: 'Énergie Citoyenne',
      averageAge: '34',
      womenPercent: '55',
      linkedinUrl: 'https://www.linkedin.com/company/energie-citoyenne',
      translations: {
        ...read.values.translations,
        fr: { ...read.values.translations.fr, description: '<p>Bonjour<script>alert(1)</script></p>' },
      },
    }
    expect(await saveCompanyProfile(database.db, outsider.id, company, read.version, values)).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(
      await saveCompanyProfile(database.db, claire.id, company, read.version, {
        ...values,
        womenPercent: '120',
      }),
    ).toEqual({
      ok: false,
      error: 'invalid',
    })
    const saved = await saveCompanyProfile(database.db, claire.id, company, read.version, values)
    expect(saved.ok).toBe(true)
    expect(await saveCompanyProfile(database.db, claire.id, company, read.version, values)).toEqual({
      ok: false,
      error: 'conflict',
    })
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company))
    expect(row).toMatchObject({ name: 'Énergie Citoyenne', averageAge: 34, womenPercent: 55 })
    const after = (await editableCompanyProfile(database.db, claire.id, company))!
    expect(after.values.translations.fr.description).toBe('<p>Bonjour</p>')
  })

  it('keeps a renamed slug as a redirect for the company and its offers; refuses another organisation’s slug', async () => {
    const read = (await editableCompanyProfile(database.db, claire.id, company))!
    const oldSlug = read.values.translations.fr.slug
    const offerId = await offerOf(database.db, company, 'open')
    const [offer] = await database.db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerId))
    const offerSlug = offer!.slug
    const renamed = {
      ...read.values,
      translations: {
        ...read.values.translations,
        fr: { ...read.values.translations.fr, slug: 'energie-citoyenne' },
      },
    }
    const saved = await saveCompanyProfile(database.db, claire.id, company, read.version, renamed)
    if (!saved.ok) throw new Error(saved.error)
    expect(await findCompanyPage(database.db, 'fr', oldSlug)).toEqual({
      kind: 'moved',
      slug: 'energie-citoyenne',
    })
    expect((await findCompanyPage(database.db, 'fr', 'energie-citoyenne')).kind).toBe('found')
    expect(await findOfferPage(database.db, 'fr', oldSlug, offerSlug)).toEqual({
      kind: 'moved',
      companySlug: 'energie-citoyenne',
    })

    // Another organisation cannot take the current slug, nor the former one; nothing of its save stays.
    const theirs = (await editableCompanyProfile(database.db, outsider.id, other))!
    for (const slug of ['energie-citoyenne', oldSlug]) {
      const taking = {
        ...theirs.values,
        name: 'Pris',
        translations: { ...theirs.values.translations, fr: { ...theirs.values.translations.fr, slug } },
      }
      expect(await saveCompanyProfile(database.db, outsider.id, other, theirs.version, taking)).toEqual({
        ok: false,
        error: 'slug-taken',
        locale: 'fr',
      })
    }
    const [untouched] = await database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, other))
    expect(untouched!.name).not.toBe('Pris')

    // Taking the former slug back: current again, no redirect left.
    const back = {
      ...renamed,
      translations: { ...renamed.translations, fr: { ...renamed.translations.fr, slug: oldSlug } },
    }
    expect((await saveCompanyProfile(database.db, claire.id, company, saved.version, back)).ok).toBe(true)
    expect((await findCompanyPage(database.db, 'fr', oldSlug)).kind).toBe('found')
    expect(await findCompanyPage(database.db, 'fr', 'energie-citoyenne')).toEqual({
      kind: 'moved',
      slug: oldSlug,
    })
  })
})

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emptyOfferForm, type OfferFormInput } from '~/domain/offer-form'
import type { SessionUser } from '~/features/auth/sessions.server'
import { facetIndex } from '~/features/offers/facet-index.server'
import { findOfferPage } from '~/features/offers/offer-page.server'
import { companyTranslations, offers } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { recruiterOf, talentWithCv, twoCompanies } from '../../../tests/hiring-setup'
import { suiteDatabase } from '../../../tests/suite-database'
import {
  belgianToday,
  createOffer,
  duplicateOffer,
  editableOffer,
  offerPreview,
  updateOffer,
} from './offer-editor.server'
import { changeOfferStatus } from './recruiter-offer-status.server'

const DAY_MS = 86_400_000
const dayFromNow = (days: number) => belgianToday(new Date(Date.now() + days * DAY_MS))

/** A complete offer as the editor sends it. */
function offerValues(overrides: Partial<OfferFormInput> = {}): OfferFormInput {
  return {
    ...emptyOfferForm('fr'),
    title: 'Chargée de projets climat',
    office: 'Liège',
    region: 'liege',
    contractType: 'cdi',
    remotePolicy: 'remote_half_authorized',
    category: 'environment',
    sectors: ['ngo'],
    salary: { kind: 'between', min: '38', max: '46' },
    experience: { kind: 'more_than', min: '3', max: '' },
    description: '<p>Vous pilotez nos <strong>projets</strong>.</p>',
    profileSought: '<p>Rigueur et enthousiasme.</p>',
    questions: ['Pourquoi nous ?'],
    ...overrides,
  }
}

describe.each(engines())('offer editor on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 0 })
  let claire: SessionUser
  let outsider: SessionUser
  let company: string

  beforeAll(async () => {
    const [first, second] = await twoCompanies(database.db)
    company = first
    claire = await recruiterOf(database.db, first, 'Claire')
    outsider = await recruiterOf(database.db, second, 'Outsider')
  })

  const stored = async (id: string) => (await database.db.select().from(offers).where(eq(offers.id, id)))[0]!

  it('creates drafts only for her own organisation, with free slugs, sanitised texts and docs/product.md#limits ranges', async () => {
    expect(await createOffer(database.db, outsider.id, company, offerValues())).toEqual({
      ok: false,
      error: 'not-found',
    })
    const first = await createOffer(
      database.db,
      claire.id,
      company,
      offerValues({
        description: '<p onclick="x()" style="color:red">Bonjour<script>alert(1)</script></p>',
        experience: { kind: 'less_than', min: '7', max: '5' },
      }),
    )
    const second = await createOffer(database.db, claire.id, company, offerValues())
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    const a = await stored(first.id)
    const b = await stored(second.id)
    expect([a.slug, b.slug]).toEqual(['chargee-de-projets-climat', 'chargee-de-projets-climat-2'])
    expect(a).toMatchObject({ status: 'draft', publishedAt: null, companyId: company })
    expect(a.description).toBe('<p>Bonjour</p>')
    // "Less than" keeps only its upper bound; "between" both.
    expect(a).toMatchObject({ experienceKind: 'less_than', experienceMin: null, experienceMax: 5 })
    expect(b).toMatchObject({ salaryKind: 'between', salaryMin: 38, salaryMax: 46, experienceMin: 3 })
    expect((await facetIndex(database.db)).ids).not.toContain(first.id)
  })

  it('refuses what breaks a rule, and a text that is empty once sanitised', async () => {
    const refused = [
      offerValues({ title: '   ' }),
      offerValues({ contractType: '' }),
      offerValues({ description: '<p>&nbsp;</p>' }),
      offerValues({ profileSought: '<script>alert(1)</script>' }),
      offerValues({ salary: { kind: 'between', min: '50', max: '40' } }),
      offerValues({ salary: { kind: 'equal', min: '', max: '' } }),
      offerValues({ experience: { kind: 'more_than', min: '3.5', max: '' } }),
      offerValues({ externalApplyUrl: 'javascript:alert(1)' }),
      offerValues({ validThrough: dayFromNow(-3) }),
      offerValues({ validThrough: '2026-02-30' }),
      offerValues({ questions: Array.from({ length: 11 }, (_, i) => `Q${i}`) }),
      offerValues({ questions: [''] }),
      { ...offerValues(), sectors: ['not-a-sector'] },
      'not an object',
    ]
    for (const values of refused)
      expect(await createOffer(database.db, claire.id, company, values)).toEqual({
        ok: false,
        error: 'invalid',
      })
  })

  it('saves edits from the version read, moves a draft slug, keeps a published one, closes at the end of the day', async () => {
    const created = await createOffer(database.db, claire.id, company, offerValues({ title: 'Comptable' }))
    if (!created.ok) throw new Error('not created')
    const read = (await editableOffer(database.db, claire.id, created.id))!
    expect(read.values.title).toBe('Comptable')
    expect(await editableOffer(database.db, outsider.id, created.id)).toBeNull()

    const closing = dayFromNow(10)
    const renamed = await updateOffer(
      database.db,
      claire.id,
      created.id,
      read.version,
      offerValues({ title: 'Comptable senior', validThrough: closing }),
    )
    expect(renamed.ok).toBe(true)
    expect(await updateOffer(database.db, claire.id, created.id, read.version, offerValues())).toEqual({
      ok: false,
      error: 'conflict',
    })
    const afterRename = (await editableOffer(database.db, claire.id, created.id))!
    expect(afterRename).toMatchObject({ slug: 'comptable-senior', values: { validThrough: closing } })
    const row = await stored(created.id)
    // Midnight in Brussels after the closing day: 22:00 or 23:00 UTC the day itself.
    expect(row.validThrough!.toISOString().slice(0, 10)).toBe(closing)
    expect([22, 23]).toContain(row.validThrough!.getUTCHours())

    expect(
      await updateOffer(
        database.db,
        outsider.id,
        created.id,
        afterRename.version,
        offerValues({ title: 'Pris' }),
      ),
    ).toEqual({ ok: false, error: 'not-found' })

    expect(await changeOfferStatus(database.db, claire.id, created.id, 'publish')).toMatchObject({ ok: true })
    const published = await stored(created.id)
    expect(published.validThrough?.getTime()).toBe(row.validThrough!.getTime())
    expect((await facetIndex(database.db)).ids).toContain(created.id)
    const [slugFr] = await database.db
      .select({ slug: companyTranslations.slug })
      .from(companyTranslations)
      .where(eq(companyTranslations.companyId, company))
    const page = await findOfferPage(database.db, 'fr', slugFr!.slug, 'comptable-senior')
    expect(page.kind).toBe('found')

    const online = (await editableOffer(database.db, claire.id, created.id))!
    expect(online).toMatchObject({ status: 'published', open: true, editable: true })
    const edited = await updateOffer(
      database.db,
      claire.id,
      created.id,
      online.version,
      offerValues({ title: 'Comptable principal·e' }),
    )
    expect(edited.ok).toBe(true)
    expect(await stored(created.id)).toMatchObject({
      slug: 'comptable-senior',
      title: 'Comptable principal·e',
    })

    expect(await changeOfferStatus(database.db, claire.id, created.id, 'archive')).toMatchObject({ ok: true })
    const archived = (await editableOffer(database.db, claire.id, created.id))!
    expect(archived.editable).toBe(false)
    expect(await updateOffer(database.db, claire.id, created.id, archived.version, offerValues())).toEqual({
      ok: false,
      error: 'not-editable',
    })
  })

  it('duplicates any of her offers into a new draft; previews for members only', async () => {
    const created = await createOffer(database.db, claire.id, company, offerValues({ title: 'Animatrice' }))
    if (!created.ok) throw new Error('not created')
    await changeOfferStatus(database.db, claire.id, created.id, 'publish')
    expect(await duplicateOffer(database.db, outsider.id, created.id)).toEqual({
      ok: false,
      error: 'not-found',
    })
    const copy = await duplicateOffer(database.db, claire.id, created.id)
    if (!copy.ok) throw new Error('not copied')
    const [source, duplicate] = [await stored(created.id), await stored(copy.id)]
    expect(duplicate).toMatchObject({
      status: 'draft',
      publishedAt: null,
      slug: 'animatrice-2',
      title: source.title,
      description: source.description,
      questions: source.questions,
      salaryMin: source.salaryMin,
    })

    const talent = await talentWithCv(database.db, 'Youssef')
    expect(await offerPreview(database.db, outsider.id, copy.id, 'fr')).toBeNull()
    expect(await offerPreview(database.db, talent.user.id, copy.id, 'fr')).toBeNull()
    const preview = (await offerPreview(database.db, claire.id, copy.id, 'nl'))!
    expect(preview.offer).toMatchObject({ status: 'draft', available: true, title: 'Animatrice' })
    expect(preview.otherOffers).toEqual([])
  })
})

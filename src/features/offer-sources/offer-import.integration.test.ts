import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchParamsFromUrl } from '~/features/offers/offer-list-url'
import { searchOffers } from '~/features/offers/offer-search.server'
import {
  applications,
  companies,
  companyMembers,
  offerSourceRuns,
  offerSources,
  offers,
} from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import type { PoliteOptions } from '~/server/fetching/polite-fetch'
import { type CareersSites, firstVersion, startCareersSites } from '../../../tests/careers-sites'
import { engines, type TestDatabase } from '../../../tests/databases'
import { recruiterOf, twoCompanies } from '../../../tests/hiring-setup'
import { createTalent } from '../../../tests/storage-setup'
import { importSource } from './offer-import.server'
import { dueSources } from './offer-import-jobs.server'
import { addSource, importNow, previewSource, sourcesOf } from './offer-sources.server'

const options: PoliteOptions = { allowLoopback: true, hostIntervalMs: 0, timeoutMs: 1500 }
const settings = (kind: 'careers_page' | 'feed', url: string) => ({
  kind,
  url,
  publish: true,
  applyOn: 'source',
  intervalHours: 1,
})

describe.each(engines())('offer import on $name', (engine) => {
  let database: TestDatabase
  let sites: CareersSites
  let company: string
  let owner: { id: string }
  let member: { id: string }
  let outsider: { id: string }

  beforeAll(async () => {
    database = await engine.open()
    sites = await startCareersSites()
    await seedDatabase(database.db, { offers: 0 })
    const [first, second] = await twoCompanies(database.db)
    company = first
    owner = await recruiterOf(database.db, first, 'Owner')
    await database.db.update(companyMembers).set({ role: 'owner' }).where(eq(companyMembers.userId, owner.id))
    member = await recruiterOf(database.db, first, 'Member')
    outsider = await recruiterOf(database.db, second, 'Outsider')
  })
  afterAll(async () => {
    await sites?.close()
    await database?.dispose()
  })

  const sourceOffers = (sourceId: string) =>
    database.db.select().from(offers).where(eq(offers.sourceId, sourceId)).orderBy(offers.sourceKey)

  it('previews what a source would import, with every refusal, for owners only', async () => {
    const { db } = database
    const input = settings('careers_page', `${sites.origin}/alpha/jobs`)
    expect(await previewSource(db, member.id, company, input, options)).toEqual({
      ok: false,
      error: 'forbidden',
    })
    expect(await previewSource(db, outsider.id, company, input, options)).toEqual({
      ok: false,
      error: 'not-found',
    })
    const preview = await previewSource(db, owner.id, company, input, options)
    if (!preview.ok || !preview.preview.ok) throw new Error('no preview')
    expect(preview.preview.items.map((item) => item.title).sort()).toEqual([
      'Chargée de projets climat',
      'Data engineer',
    ])
    const climate = preview.preview.items.find((item) => item.title.startsWith('Chargée'))!
    expect(climate).toMatchObject({
      contractType: 'cdi',
      region: 'east_flanders',
      language: 'fr',
      salaryKind: 'between',
      salaryMin: 38,
      salaryMax: 47,
      category: 'environment',
    })
    expect(preview.preview.refusals).toEqual(
      expect.arrayContaining([
        { item: 'A-3', reason: 'no-title' },
        { item: `${sites.origin}/alpha/jobs/broken`, reason: 'invalid-json-ld' },
      ]),
    )
    expect(await db.select().from(offers).where(eq(offers.companyId, company))).toHaveLength(0)
  })

  it('imports three sites, then follows their changes: created, updated, unchanged, archived', async () => {
    const { db } = database
    const alpha = await addSource(
      db,
      owner.id,
      company,
      settings('careers_page', `${sites.origin}/alpha/jobs`),
      options,
    )
    const beta = await addSource(
      db,
      owner.id,
      company,
      settings('careers_page', `${sites.origin}/beta/careers`),
      options,
    )
    const gamma = await addSource(
      db,
      owner.id,
      company,
      { ...settings('feed', `${sites.origin}/gamma/feed.xml`), applyOn: 'tremplin' },
      options,
    )
    if (!alpha.ok || !beta.ok || !gamma.ok) throw new Error('not added')
    expect(alpha.report).toMatchObject({ created: 2, updated: 0, archived: 0, failure: null })
    expect(beta.report).toMatchObject({ created: 2, failure: null })
    expect(gamma.report).toMatchObject({ created: 2, failure: null })
    expect(gamma.report!.refused).toEqual([{ item: 'Comptable', reason: 'no-description' }])

    const betaOffers = await sourceOffers(beta.id)
    expect(betaOffers.map((o) => [o.title, o.contractType, o.region, o.language])).toEqual([
      ['Medewerker onthaal', 'cdi', 'flemish_brabant', 'nl'],
      ['Stagiair communicatie', 'stage', 'antwerp', 'nl'],
    ])
    const [educator, developer] = await sourceOffers(gamma.id)
    expect(educator).toMatchObject({
      region: 'liege',
      salaryKind: 'between',
      salaryMin: 36,
      salaryMax: 42,
      externalApplyUrl: null,
      status: 'published',
    })
    expect(developer).toMatchObject({
      contractType: 'cdd',
      remotePolicy: 'remote_complete_possible',
      region: 'hainaut',
    })
    const search = await searchOffers(db, 'fr', searchParamsFromUrl({ query: 'éducateur' }), 20, {
      cached: false,
    })
    expect(search.offers.map((o) => o.id)).toContain(educator!.id)

    // A talent applied to the internship that the site then takes down.
    const talent = await createTalent(db, 'Lotte')
    const internship = betaOffers[1]!
    await db.insert(applications).values({
      talentId: talent.talentId,
      offerId: internship.id,
      companyId: company,
      consentAt: new Date(),
    })

    const next = firstVersion()
    next.alpha[1]!.title = 'Senior data engineer'
    next.alpha.push({
      id: 'A-4',
      title: 'Responsable RH',
      description: '<p>Vous animez la politique RH.</p>',
      city: 'Wavre',
      employmentType: 'FULL_TIME',
    })
    next.beta = next.beta.slice(0, 1)
    next.gamma = [next.gamma[0]!, { ...next.gamma[1]!, id: 'G-4', title: 'Développeuse web' }]
    sites.state = next

    expect(await importSource(db, alpha.id, options)).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 1,
      archived: 0,
    })
    expect(await importSource(db, beta.id, options)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
      archived: 1,
    })
    expect(await importSource(db, gamma.id, options)).toMatchObject({
      created: 1,
      updated: 0,
      unchanged: 1,
      archived: 1,
    })
    const [archived] = await db.select().from(offers).where(eq(offers.id, internship.id))
    expect(archived!.status).toBe('archived')
    const [application] = await db.select().from(applications).where(eq(applications.offerId, internship.id))
    expect(application!.status).toBe('closed')
    expect((await sourceOffers(alpha.id)).map((o) => o.title)).toEqual([
      'Chargée de projets climat',
      'Senior data engineer',
      'Responsable RH',
    ])

    // A job page that does not answer: its offer is unknown this time, so nothing of that source is archived.
    sites.state = { ...sites.state, beta: [], betaLinks: ['/slow'] }
    const partial = await importSource(db, beta.id, options)
    expect(partial).toMatchObject({ archived: 0, failure: null })
    expect(partial!.refused).toEqual([{ item: `${sites.origin}/slow`, reason: 'timeout' }])
    sites.state = { ...sites.state, beta: next.beta, betaLinks: [] }

    // A job page whose JSON-LD turns malformed, a feed item that loses its description: refused with their
    // reason, and their offers stay as imported (neither archived nor emptied).
    const readable = sites.state
    sites.state = {
      ...readable,
      alpha: readable.alpha.filter((job) => job.id !== 'A-1'),
      alphaExtraPages: { ...readable.alphaExtraPages, 'A-1': readable.alphaExtraPages.broken! },
      gamma: [{ ...readable.gamma[0]!, description: '' }, readable.gamma[1]!],
    }
    const malformedPage = await importSource(db, alpha.id, options)
    expect(malformedPage).toMatchObject({ created: 0, updated: 0, archived: 0, failure: null })
    expect(malformedPage!.refused).toContainEqual({
      item: `${sites.origin}/alpha/jobs/A-1`,
      reason: 'invalid-json-ld',
    })
    const malformedItem = await importSource(db, gamma.id, options)
    expect(malformedItem).toMatchObject({ created: 0, updated: 0, unchanged: 1, archived: 0 })
    expect(malformedItem!.refused).toEqual([{ item: 'Éducateur spécialisé', reason: 'no-description' }])
    expect((await sourceOffers(alpha.id)).map((o) => o.status)).toEqual([
      'published',
      'published',
      'published',
    ])
    expect((await sourceOffers(gamma.id))[0]).toMatchObject({
      sourceKey: 'G-1',
      status: 'published',
      description: expect.stringContaining('Accompagner des jeunes'),
    })
    sites.state = readable

    // Nothing changed at the sources: nothing changes here, nothing is duplicated.
    expect(await importNow(db, owner.id, alpha.id, options)).toMatchObject({
      ok: true,
      report: { created: 0, updated: 0, unchanged: 3, archived: 0 },
    })
    expect(await importNow(db, member.id, alpha.id, options)).toEqual({ ok: false, error: 'forbidden' })
    expect(await sourceOffers(alpha.id)).toHaveLength(3)
    const view = await sourcesOf(db, member.id, company)
    expect(view?.canManage).toBe(false)
    expect(view?.sources.find((s) => s.id === alpha.id)?.runs).toHaveLength(4)
    expect(await sourcesOf(db, outsider.id, company)).toBeNull()
  })

  it('refuses a page that times out, a redirect to a private address and bad input, importing nothing', async () => {
    const { db } = database
    const before = await db.select({ id: offers.id }).from(offers)
    const failure = async (kind: 'careers_page' | 'feed', url: string) => {
      const preview = await previewSource(db, owner.id, company, settings(kind, url), options)
      if (!preview.ok) return preview.error
      return preview.preview.ok ? 'ok' : preview.preview.reason
    }
    expect(await failure('careers_page', `${sites.origin}/slow`)).toBe('timeout')
    expect(await failure('careers_page', `${sites.origin}/to-private`)).toBe('private-address')
    expect(await failure('careers_page', 'http://10.1.2.3/jobs')).toBe('private-address')
    expect(await failure('careers_page', 'pas une adresse')).toBe('not-url')
    expect(await failure('careers_page', 'ftp://example.org/jobs')).toBe('scheme')
    expect(await failure('careers_page', `${sites.origin}/huge`)).toBe('too-large')
    expect(await failure('careers_page', `${sites.origin}/no-postings`)).toBe('no-postings')
    expect(await failure('careers_page', `${sites.origin}/alpha/jobs/broken`)).toBe('invalid-json-ld')
    expect(await failure('feed', `${sites.origin}/big-feed.xml`)).toBe('too-many-items')
    expect(await failure('feed', `${sites.origin}/private/feed.xml`)).toBe('robots')
    expect(await failure('feed', `${sites.origin}/alpha/jobs`)).toBe('invalid-feed')
    // A source that cannot be read is not connected: the owner is told why, and nothing stays.
    const sourcesBefore = (await sourcesOf(db, owner.id, company))!.sources.length
    expect(
      await addSource(db, owner.id, company, settings('careers_page', `${sites.origin}/slow`), options),
    ).toEqual({
      ok: false,
      error: 'timeout',
    })
    expect((await sourcesOf(db, owner.id, company))!.sources).toHaveLength(sourcesBefore)
    // A connected source that stops answering keeps its offers; the run's report says why.
    const alpha = (await sourcesOf(db, owner.id, company))!.sources[0]!
    await db
      .update(offerSources)
      .set({ url: `${sites.origin}/slow` })
      .where(eq(offerSources.id, alpha.id))
    expect(await importSource(db, alpha.id, options)).toMatchObject({ failure: 'timeout', archived: 0 })
    const [run] = await db
      .select()
      .from(offerSourceRuns)
      .where(eq(offerSourceRuns.sourceId, alpha.id))
      .orderBy(desc(offerSourceRuns.startedAt))
      .limit(1)
    expect(run).toMatchObject({ failure: 'timeout' })
    await db.update(offerSources).set({ url: alpha.url }).where(eq(offerSources.id, alpha.id))
    expect(await db.select({ id: offers.id }).from(offers)).toHaveLength(before.length)
  })

  it('stops the sources of a suspended organisation', async () => {
    const { db } = database
    const view = await sourcesOf(db, owner.id, company)
    const source = view!.sources[0]!
    expect(await dueSources(db)).not.toContain(source.id)
    await db
      .update(offerSources)
      .set({ lastRunAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(offerSources.id, source.id))
    expect(await dueSources(db)).toContain(source.id)
    await db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, company))
    expect(await dueSources(db)).not.toContain(source.id)
    expect(await importSource(db, source.id, options)).toBeNull()
    expect(await importNow(db, owner.id, source.id, options)).toEqual({ ok: false, error: 'suspended' })
    expect((await sourcesOf(db, owner.id, company))!.canManage).toBe(false)
    await db
      .update(companies)
      .set({ suspendedAt: null })
      .where(and(eq(companies.id, company)))
  })
})

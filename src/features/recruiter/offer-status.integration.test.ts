import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { handleApply } from '~/features/applications/applications-api.server'
import type { SessionUser } from '~/features/auth/sessions.server'
import { facetIndex } from '~/features/offers/facet-index.server'
import { applications, offers } from '~/server/db/schema'
import { hiringCast, offerOf, talentWithCv } from '../../../tests/hiring-setup'
import { diskStorageCases, suiteStorage } from '../../../tests/storage-setup'
import { handleOfferStatus } from './recruiter-api.server'
import { recruiterCompanies } from './recruiter-offers.server'

const post = (body: unknown) =>
  new Request('http://localhost/api/recruiter/offers/x/status', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe.each(diskStorageCases())('offer status on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let claire: SessionUser
  let outsider: SessionUser
  let company: string

  beforeAll(async () => {
    ;({ company, claire, outsider } = await hiringCast(context.db))
  })

  it('lets a member publish a draft and archive it, closing unanswered applications; nobody else', async () => {
    const { db } = context
    const offerId = await offerOf(db, company, 'open')
    await db.update(offers).set({ status: 'draft', publishedAt: null }).where(eq(offers.id, offerId))
    const change = (user: SessionUser | null, action: unknown) =>
      handleOfferStatus(db, user, offerId, post({ action }))
    const youssef = await talentWithCv(db, 'Youssef')

    expect((await change(null, 'publish')).status).toBe(401)
    expect((await change(youssef.user, 'publish')).status).toBe(403)
    expect((await change(outsider, 'publish')).status).toBe(403)
    expect((await change(claire, 'delete')).status).toBe(400)
    expect(
      (await handleOfferStatus(db, claire, crypto.randomUUID(), post({ action: 'publish' }))).status,
    ).toBe(404)
    expect((await change(claire, 'archive')).status).toBe(409)
    const listed = (await recruiterCompanies(db, claire.id))[0]!.offers.find((offer) => offer.id === offerId)
    expect(listed).toMatchObject({ status: 'draft', open: false })

    expect((await change(claire, 'publish')).status).toBe(200)
    expect((await change(claire, 'publish')).status).toBe(409)
    expect((await facetIndex(db)).ids).toContain(offerId)
    const [published] = await db.select().from(offers).where(eq(offers.id, offerId))
    expect(published!.publishedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000)

    const applied = await handleApply(
      db,
      youssef.user,
      new Request('http://localhost/api/applications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offer_uuid: offerId, cv: youssef.cv, consent: true }),
      }),
    )
    expect(applied.status).toBe(201)
    expect((await change(outsider, 'archive')).status).toBe(403)
    const archived = await change(claire, 'archive')
    expect(await archived.json()).toEqual({ data: { uuid: offerId, closed_applications: 1 } })
    expect((await facetIndex(db)).ids).not.toContain(offerId)
    const [application] = await db.select().from(applications).where(eq(applications.offerId, offerId))
    expect(application!.status).toBe('closed')
  })
})

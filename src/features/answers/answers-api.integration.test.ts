/**
 * The answers' API doors on both engines: bad input (another organisation's application or offer, a
 * template with markup, an answer time out of range) refused with a clear message and nothing sent or
 * saved; and the response record over a seeded history, with the "responds quickly" flag the search reads.
 */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import {
  handleAnswerSettings,
  handleAnswerSettingsChange,
  handleRefusal,
  handleRefusalPreview,
  handleRefuseRemaining,
} from '~/features/recruiter/answers-api.server'
import { refreshRespondsQuickly, responseRecord } from '~/features/response-record/response-record.server'
import { handleResponseRecord } from '~/features/response-record/response-record-api.server'
import type { Database } from '~/server/db/client'
import {
  applicationEvents,
  applications,
  companies,
  outgoingMails,
  refusalTemplates,
  talents,
} from '~/server/db/schema'
import { hiringCast, offerOf } from '../../../tests/hiring-setup'
import { createTalent, diskStorageCases, suiteStorage } from '../../../tests/storage-setup'

const DAY = 86_400_000
const request = (method: string, path: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** An application sent `daysAgo` days before `now`, answered by the recruiter `answeredAfter` days later. */
async function history(
  db: Database,
  companyId: string,
  offerId: string,
  now: Date,
  daysAgo: number,
  answeredAfter: number | null,
) {
  const { talentId } = await createTalent(db, 'History')
  const sentAt = new Date(now.getTime() - daysAgo * DAY)
  const [row] = await db
    .insert(applications)
    .values({
      talentId,
      offerId,
      companyId,
      sentAt,
      status: answeredAfter === null ? 'new' : 'refused',
      answerDueAt: new Date(sentAt.getTime() + 21 * DAY),
    })
    .returning({ id: applications.id })
  await db
    .insert(applicationEvents)
    .values({ applicationId: row!.id, status: 'new', actor: 'talent', createdAt: sentAt })
  if (answeredAfter !== null)
    await db.insert(applicationEvents).values({
      applicationId: row!.id,
      status: 'refused',
      actor: 'recruiter',
      createdAt: new Date(sentAt.getTime() + answeredAfter * DAY),
    })
  return row!.id
}

describe.each(diskStorageCases())('the answers API on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let company: string
  let otherCompany: string
  let claire: SessionUser
  let outsider: SessionUser
  let offer: string

  beforeAll(async () => {
    ;({ company, other: otherCompany, claire, outsider } = await hiringCast(context.db))
    offer = await offerOf(context.db, company, 'open')
  })

  it('refuses another organisation’s application or offer with a 403, and sends nothing', async () => {
    const id = await history(context.db, company, offer, new Date(), 1, null)
    const mails = async () => (await context.db.select().from(outgoingMails)).length
    const before = await mails()
    const refusal = await handleRefusal(
      context.db,
      outsider,
      id,
      request('POST', `/api/recruiter/applications/${id}/refusal`, { from: 'new', reason: 'profile' }),
    )
    expect(refusal.status).toBe(403)
    expect(((await refusal.json()) as { error: { message: string } }).error.message).toMatch(
      /another organisation/,
    )
    expect(
      (
        await handleRefusalPreview(
          context.db,
          outsider,
          id,
          request('GET', `/api/recruiter/applications/${id}/refusal-preview?reason=profile`),
        )
      ).status,
    ).toBe(403)
    const bulk = await handleRefuseRemaining(
      context.db,
      outsider,
      offer,
      request('POST', `/api/recruiter/offers/${offer}/refuse-remaining`, { reason: 'position-filled' }),
    )
    expect(bulk.status).toBe(403)
    const unknownReason = await handleRefusal(
      context.db,
      claire,
      id,
      request('POST', `/api/recruiter/applications/${id}/refusal`, { from: 'new', reason: 'rude' }),
    )
    expect(unknownReason.status).toBe(400)
    expect(await mails()).toBe(before)
    const [row] = await context.db.select().from(applications).where(eq(applications.id, id))
    expect(row?.status).toBe('new')
    // Her own organisation's application: previewed, then refused.
    const preview = await handleRefusalPreview(
      context.db,
      claire,
      id,
      request('GET', `/api/recruiter/applications/${id}/refusal-preview?reason=profile`),
    )
    expect(preview.status).toBe(200)
    const done = await handleRefusal(
      context.db,
      claire,
      id,
      request('POST', `/api/recruiter/applications/${id}/refusal`, { from: 'new', reason: 'profile' }),
    )
    expect(done.status).toBe(200)
  })

  it('refuses a template with markup and an answer time out of range, saving nothing', async () => {
    const path = `/api/recruiter/organisations/${company}/answers`
    const change = (user: SessionUser, body: unknown) =>
      handleAnswerSettingsChange(context.db, user, company, request('PATCH', path, body))
    const markup = await change(claire, { answer_days: 14, templates: { nl: 'Helaas <script>x</script>' } })
    expect(markup.status).toBe(422)
    expect(((await markup.json()) as { error: { message: string } }).error.message).toMatch(/markup/)
    for (const days of [6, 31, 10.5]) {
      const out = await change(claire, { answer_days: days })
      expect(out.status).toBe(400)
      expect(((await out.json()) as { error: { message: string } }).error.message).toMatch(/from 7 to 30/)
    }
    expect((await change(outsider, { answer_days: 14 })).status).toBe(403)
    const [stored] = await context.db
      .select({ answerDays: companies.answerDays })
      .from(companies)
      .where(eq(companies.id, company))
    expect(stored?.answerDays).toBe(21)
    expect(await context.db.select().from(refusalTemplates)).toHaveLength(0)
    const ok = await change(claire, { answer_days: 14, templates: { en: 'Thank you, and good luck.' } })
    expect(ok.status).toBe(200)
    const read = await handleAnswerSettings(context.db, claire, company)
    const { data } = (await read.json()) as {
      data: { answerDays: number; templates: { locale: string; custom: boolean }[] }
    }
    expect(data.answerDays).toBe(14)
    expect(data.templates.filter((t) => t.custom).map((t) => t.locale)).toEqual(['en'])
    expect((await handleAnswerSettings(context.db, outsider, company)).status).toBe(403)
  })

  it('figures the response record over a seeded history, and flags who responds quickly', async () => {
    const now = new Date('2026-06-01T10:00:00Z')
    const quickOffer = await offerOf(context.db, otherCompany, 'open')
    // The other organisation: 12 applications, 10 answered within 2 to 6 days, 2 never.
    for (let i = 0; i < 10; i++) await history(context.db, otherCompany, quickOffer, now, 30 + i, 2 + (i % 5))
    await history(context.db, otherCompany, quickOffer, now, 40, null)
    await history(context.db, otherCompany, quickOffer, now, 50, null)
    // Older than 180 days: not counted. Too young to judge and unanswered: not counted either.
    await history(context.db, otherCompany, quickOffer, now, 200, null)
    await history(context.db, otherCompany, quickOffer, now, 3, null)
    const record = await responseRecord(context.db, otherCompany, now)
    expect(record).toEqual({
      kind: 'known',
      applications: 12,
      answeredQuicklyShare: 10 / 12,
      medianDays: 4,
    })
    // A slow organisation: answered after 20 days, or never.
    const [slowCompany] = await context.db
      .insert(companies)
      .values({ name: 'Slow & Co', size: '5_50' })
      .returning({ id: companies.id })
    const slowOffer = await offerOf(context.db, slowCompany!.id, 'open')
    for (let i = 0; i < 12; i++)
      await history(context.db, slowCompany!.id, slowOffer, now, 40 + i, i % 2 ? 20 : null)
    const slow = await responseRecord(context.db, slowCompany!.id, now)
    expect(slow).toMatchObject({ kind: 'known', applications: 12, answeredQuicklyShare: 0, medianDays: 20 })
    // Fewer than 10: new on Tremplin.
    const [fresh] = await context.db
      .insert(companies)
      .values({ name: 'Fresh', size: '5_50' })
      .returning({ id: companies.id })
    expect(await responseRecord(context.db, fresh!.id, now)).toEqual({ kind: 'new' })
    await refreshRespondsQuickly(context.db, now)
    const flags = await context.db
      .select({ id: companies.id, quick: companies.respondsQuickly })
      .from(companies)
      .where(sql`${companies.id} in (${otherCompany}, ${slowCompany!.id}, ${fresh!.id})`)
    expect(Object.fromEntries(flags.map((f) => [f.id, f.quick]))).toEqual({
      [otherCompany]: true,
      [slowCompany!.id]: false,
      [fresh!.id]: false,
    })
    // Nothing changed: nothing written again.
    expect(await refreshRespondsQuickly(context.db, now)).toBe(0)
    const api = await handleResponseRecord(context.db, fresh!.id)
    expect(await api.json()).toEqual({ data: { kind: 'new' } })
    expect((await handleResponseRecord(context.db, 'nope')).status).toBe(404)
    expect(await context.db.select({ id: talents.id }).from(talents)).not.toHaveLength(0)
  })
})

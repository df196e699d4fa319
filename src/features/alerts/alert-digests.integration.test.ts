/**
 * Alert digests on both engines, with a clock the test controls (runs at T0 + n days, long before the
 * seed's offers, so only this file's offers are new) and a real SMTP server: only new matching offers,
 * never twice, one e-mail per talent, two runners at once, a crash half-way, and the unsubscribe links.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OfferFilters } from '~/features/offers/offer-list-url'
import type { Database } from '~/server/db/client'
import {
  alertDeliveries,
  alertDigests,
  companies,
  companyAlerts,
  offers,
  outgoingMails,
  searchAlerts,
  users,
} from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { deliverStoredMail, MailDeliveryError } from '~/server/mail'
import { engines, type TestDatabase } from '../../../tests/databases'
import { insertOffer } from '../../../tests/offers'
import { smtpForTests } from '../../../tests/smtp'
import { createTalent } from '../../../tests/storage-setup'
import { runDigests } from './digest-run.server'
import { redeemUnsubscribe } from './unsubscribe-links.server'

const smtp = await smtpForTests()
process.env.APP_SECRET = 'digest-tests-secret-0123456789abcdef0123456789'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Long before the seed's offers (published in 2026): nothing of the seed is "new" at these times. */
const T0 = new Date('2025-03-03T06:00:00Z').getTime()
const at = (ms: number) => new Date(T0 + ms)

const publish = insertOffer

async function talent(db: Database, firstName: string, locale: 'fr' | 'nl' | 'en') {
  const created = await createTalent(db, firstName)
  await db.update(users).set({ locale }).where(eq(users.id, created.userId))
  return created
}

async function saveAlert(
  db: Database,
  userId: string,
  name: string,
  query: string,
  filters: OfferFilters,
  createdAt = at(0),
) {
  const [row] = await db
    .insert(searchAlerts)
    .values({ userId, name, query, filters: filters as Record<string, string[]>, createdAt })
    .returning({ id: searchAlerts.id })
  return row!.id
}

/** A run whose mails are then delivered to the SMTP server (as the delivery job does). */
async function run(db: Database, now: Date, runKey: string = crypto.randomUUID()) {
  const mailIds: string[] = []
  const report = await runDigests(db, {
    now,
    runKey,
    enqueueDelivery: async (_tx, mailId) => {
      mailIds.push(mailId)
    },
  })
  for (const id of mailIds) await deliverStoredMail(db, id)
  return report
}

const mailsTo = (email: string) =>
  smtp.received.filter((received) => received.to.includes(email.toLowerCase()))

describe.each(engines())('alert digests on $name', (engine) => {
  let database: TestDatabase
  let db: Database
  let companyA: string
  let companyB: string
  beforeAll(async () => {
    database = await engine.open()
    db = database.db
    await seedDatabase(db, { offers: 200 })
    const rows = await db.select({ id: companies.id }).from(companies).orderBy(companies.name).limit(2)
    ;[companyA, companyB] = [rows[0]!.id, rows[1]!.id]
  }, 120_000)
  afterAll(async () => {
    await database?.dispose()
  })

  it('sends only the new matching offers, once, grouped in one e-mail in her language', async () => {
    const sofia = await talent(db, 'Sofia', 'fr')
    await saveAlert(db, sofia.userId, 'Namur Liège CDI environnement', '', {
      zones: ['namur', 'liege'],
      contrat_type: ['cdi'],
      category_metier: ['environment'],
    })
    await saveAlert(db, sofia.userId, 'Duurzaamheid', 'duurzaamheid', {})
    await db.insert(companyAlerts).values({ userId: sofia.userId, companyId: companyB, createdAt: at(0) })

    const matching = await publish(db, companyA, {
      title: 'Chargée de projet compost',
      region: 'namur',
      publishedAt: at(2 * HOUR),
    })
    await publish(db, companyA, { title: 'Avant son alerte', region: 'namur', publishedAt: at(-HOUR) })
    await publish(db, companyA, {
      title: 'En CDD',
      region: 'namur',
      contract: 'cdd',
      publishedAt: at(3 * HOUR),
    })
    await publish(db, companyA, {
      title: 'À Bruxelles',
      region: 'brussels_capital',
      publishedAt: at(3 * HOUR),
    })
    await publish(db, companyA, {
      title: 'Archivée',
      region: 'namur',
      status: 'archived',
      publishedAt: at(4 * HOUR),
    })
    const followed = await publish(db, companyB, {
      title: 'Développeuse',
      category: 'tech',
      region: 'brussels_capital',
      publishedAt: at(5 * HOUR),
    })
    const dutch = await publish(db, companyA, {
      title: 'Medewerker duurzaamheid',
      language: 'nl',
      region: 'brussels_capital',
      publishedAt: at(6 * HOUR),
    })

    expect(await run(db, at(DAY))).toMatchObject({ mails: 1, offers: 3 })
    const [first, ...others] = mailsTo(sofia.email)
    expect(others).toHaveLength(0)
    expect(first!.mail.subject).toBe('3 nouvelles offres pour vos alertes Tremplin')
    const text = first!.mail.text ?? ''
    expect(text).toContain('Chargée de projet compost')
    expect(text).toContain('Développeuse')
    expect(text).toContain('Medewerker duurzaamheid')
    for (const absent of ['Avant son alerte', 'En CDD', 'À Bruxelles', 'Archivée'])
      expect(text).not.toContain(absent)
    expect(text).toContain('https://tremplin.test/offres-emploi?zones=liege%2Cnamur')
    const headers = Object.fromEntries(first!.mail.headers.map((h) => [h.key, h.value]))
    expect(headers['list-unsubscribe']).toMatch(
      /^<https:\/\/tremplin\.test\/api\/alerts\/unsubscribe\?token=/,
    )
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const ledger = await db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, sofia.userId))
    expect(ledger.map((row) => row.offerId).sort()).toEqual([matching, followed, dutch].sort())

    // Edited after the digest: not sent again. Published since: in the next one, alone.
    await db
      .update(offers)
      .set({ title: 'Chargée de projet compost (modifiée)', updatedAt: at(DAY + HOUR) })
      .where(eq(offers.id, matching))
    await publish(db, companyA, {
      title: 'Animatrice zéro déchet',
      region: 'liege',
      publishedAt: at(DAY + 2 * HOUR),
    })
    expect(await run(db, at(2 * DAY))).toMatchObject({ mails: 1, offers: 1 })
    const second = mailsTo(sofia.email)[1]!
    expect(second.mail.subject).toBe('Une nouvelle offre pour vos alertes Tremplin')
    expect(second.mail.text).toContain('Animatrice zéro déchet')
    expect(second.mail.text).not.toContain('compost')

    // A day with nothing new sends nothing; a run again the same day sends nothing either.
    expect(await run(db, at(3 * DAY))).toMatchObject({ mails: 0 })
    expect(await run(db, at(3 * DAY + HOUR))).toMatchObject({ talents: 0, mails: 0 })
    expect(mailsTo(sofia.email)).toHaveLength(2)
  })

  it('writes to each talent in her own language, weekly alerts once a week', async () => {
    const jan = await talent(db, 'Jan', 'nl')
    const emma = await talent(db, 'Emma', 'en')
    const weekly = await saveAlert(
      db,
      emma.userId,
      'Tech weekly',
      '',
      { category_metier: ['tech'] },
      at(10 * DAY),
    )
    await db
      .update(searchAlerts)
      .set({ frequency: 'weekly', lastSentAt: at(10 * DAY) })
      .where(eq(searchAlerts.id, weekly))
    await saveAlert(db, jan.userId, 'Tech', '', { category_metier: ['tech'] }, at(10 * DAY))
    await publish(db, companyA, {
      title: 'Data engineer',
      category: 'tech',
      publishedAt: at(10 * DAY + HOUR),
    })
    await run(db, at(11 * DAY))
    expect(mailsTo(jan.email).map((m) => m.mail.subject)).toEqual([
      'Eén nieuwe vacature voor je Tremplin-alerts',
    ])
    expect(mailsTo(emma.email)).toHaveLength(0)
    await run(db, at(17 * DAY))
    expect(mailsTo(emma.email).map((m) => m.mail.subject)).toEqual([
      'One new job offer for your Tremplin alerts',
    ])
  })

  it('sends each e-mail once when two runners start at once, and resumes after a crash without duplicates', async () => {
    const cast = await Promise.all(['Ana', 'Ben', 'Chloé', 'Dirk'].map((name) => talent(db, name, 'fr')))
    for (const person of cast) await saveAlert(db, person.userId, 'Quokka', 'quokka', {})
    await publish(db, companyA, {
      title: 'Soigneur de quokkas',
      region: 'brussels_capital',
      publishedAt: at(20 * DAY + HOUR),
    })

    const [one, two] = await Promise.all([
      run(db, at(21 * DAY), 'runner-1'),
      run(db, at(21 * DAY), 'runner-2'),
    ])
    expect(one.mails + two.mails).toBe(4)
    for (const person of cast) expect(mailsTo(person.email)).toHaveLength(1)

    // A crash half-way: the second talent's enqueue fails, the run stops; the retry finishes the rest.
    await publish(db, companyA, {
      title: 'Guide des quokkas',
      region: 'brussels_capital',
      publishedAt: at(21 * DAY + HOUR),
    })
    let handled = 0
    const crashing = runDigests(db, {
      now: at(22 * DAY),
      runKey: 'crash',
      enqueueDelivery: async () => {
        if (++handled === 2) throw new Error('killed')
      },
    })
    await expect(crashing).rejects.toThrow('killed')
    const pending = await db
      .select({ id: outgoingMails.id })
      .from(outgoingMails)
      .where(and(sql`${outgoingMails.subject} like '%Tremplin%'`, sql`${outgoingMails.sentAt} is null`))
    for (const { id } of pending) await deliverStoredMail(db, id)
    await run(db, at(22 * DAY + HOUR), 'crash')
    for (const person of cast) {
      const received = mailsTo(person.email)
      expect(received).toHaveLength(2)
      expect(received[1]!.mail.text).toContain('Guide des quokkas')
    }
    const digests = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(alertDigests)
      .where(sql`${alertDigests.userId} in ${cast.map((person) => person.userId)}`)
    expect(digests[0]!.count).toBe(8)
  })

  it('keeps a mail the SMTP server refused, with the reason, and sends it on a later try', async () => {
    const lea = await talent(db, 'Léa', 'fr')
    await saveAlert(db, lea.userId, 'Wombat', 'wombat', {})
    await publish(db, companyA, { title: 'Ami des wombats', publishedAt: at(30 * DAY + HOUR) })
    const mailIds: string[] = []
    await runDigests(db, {
      now: at(31 * DAY),
      runKey: 'refused',
      enqueueDelivery: async (_tx, id) => void mailIds.push(id),
    })
    smtp.refusing = true
    await expect(deliverStoredMail(db, mailIds[0]!)).rejects.toBeInstanceOf(MailDeliveryError)
    smtp.refusing = false
    const [failed] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, mailIds[0]!))
    expect(failed).toMatchObject({ attempts: 1, sentAt: null })
    expect(failed!.lastError).toContain('Try again later')
    expect(await deliverStoredMail(db, mailIds[0]!)).toBe('sent')
    expect(await deliverStoredMail(db, mailIds[0]!)).toBe('already-sent')
    expect(mailsTo(lea.email)).toHaveLength(1)
  })

  it('stops one alert, one organisation or all of them from the e-mail, once, and refuses forged links', async () => {
    const nora = await talent(db, 'Nora', 'fr')
    const alertId = await saveAlert(db, nora.userId, 'Lynx', 'lynx', {})
    await saveAlert(db, nora.userId, 'Ours', 'ours', {}, at(HOUR))
    await db.insert(companyAlerts).values({ userId: nora.userId, companyId: companyB, createdAt: at(0) })
    await publish(db, companyA, { title: 'Observateur de lynx', publishedAt: at(40 * DAY + HOUR) })
    await publish(db, companyA, { title: 'Gardien des ours', publishedAt: at(40 * DAY + HOUR) })
    await publish(db, companyB, { title: 'Comptable', publishedAt: at(40 * DAY + HOUR) })
    await run(db, at(41 * DAY))
    const text = mailsTo(nora.email)[0]!.mail.text ?? ''
    const soon = at(41 * DAY + HOUR)
    const tokens = [...text.matchAll(/alert-unsubscribe\?token=([^\s]+)/g)].map((m) =>
      decodeURIComponent(m[1]!),
    )
    expect(tokens).toHaveLength(4) // two alerts, the organisation, everything
    const [lynx, , company, everything] = tokens
    expect(lynx).toContain(alertId)

    const forged = `${lynx!.slice(0, -3)}${lynx!.endsWith('AAA') ? 'BBB' : 'AAA'}`
    expect(await redeemUnsubscribe(db, forged, soon)).toEqual({ ok: false, error: 'invalid' })
    const otherAlert = lynx!.replace(alertId, crypto.randomUUID())
    expect(await redeemUnsubscribe(db, otherAlert, soon)).toEqual({ ok: false, error: 'invalid' })
    expect(await redeemUnsubscribe(db, lynx!, at(41 * DAY + 91 * DAY))).toEqual({
      ok: false,
      error: 'expired',
    })
    const emailOn = async () =>
      (await db.select().from(searchAlerts).where(eq(searchAlerts.userId, nora.userId))).map((a) => [
        a.name,
        a.emailAlert,
      ])

    expect(await redeemUnsubscribe(db, lynx!, soon)).toEqual({
      ok: true,
      stopped: { kind: 'search', name: 'Lynx' },
    })
    expect(await emailOn()).toEqual(
      expect.arrayContaining([
        ['Lynx', false],
        ['Ours', true],
      ]),
    )
    // She switches it back on; the old link replayed changes nothing.
    await db.update(searchAlerts).set({ emailAlert: true }).where(eq(searchAlerts.id, alertId))
    expect(await redeemUnsubscribe(db, lynx!, soon)).toEqual({ ok: false, error: 'used' })
    expect(await emailOn()).toEqual(expect.arrayContaining([['Lynx', true]]))

    expect(await redeemUnsubscribe(db, company!, soon)).toMatchObject({
      ok: true,
      stopped: { kind: 'company' },
    })
    const [follow] = await db.select().from(companyAlerts).where(eq(companyAlerts.userId, nora.userId))
    expect(follow!.active).toBe(false)
    expect(await redeemUnsubscribe(db, everything!, soon)).toEqual({ ok: true, stopped: { kind: 'all' } })
    expect(await emailOn()).toEqual(
      expect.arrayContaining([
        ['Lynx', false],
        ['Ours', false],
      ]),
    )
  })
})

/**
 * Offers picked from a talent's profile on both engines: ranked by what matches, each with its reasons
 * (her skills found in the offer's own language), only public offers; and the optional block of her
 * digest, with a link that stops it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDigests } from '~/features/alerts/digest-run.server'
import { redeemUnsubscribe } from '~/features/alerts/unsubscribe-links.server'
import type { Database } from '~/server/db/client'
import { companies, outgoingMails, searchAlerts, talentSkills, talents, users } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { insertOffer, type TestOffer } from '../../../tests/offers'
import { createTalent } from '../../../tests/storage-setup'
import { pickOffers, talentWishes } from './offer-picks.server'

process.env.APP_SECRET = 'picks-tests-secret-0123456789abcdef0123456789'
const HOUR = 3_600_000

type Spec = Omit<TestOffer, 'publishedAt'> & { hoursAgo?: number }

/** An offer published `hoursAgo` (10 by default: before the digest test's alert). */
const publish = (db: Database, companyId: string, { hoursAgo = 10, ...spec }: Spec) =>
  insertOffer(db, companyId, {
    category: 'tech',
    contract: 'cdd',
    ...spec,
    publishedAt: new Date(Date.now() - hoursAgo * HOUR),
  })

describe.each(engines())('offers picked for a talent on $name', (engine) => {
  let database: TestDatabase
  let db: Database
  let committed: string
  let other: string
  beforeAll(async () => {
    database = await engine.open()
    db = database.db
    await seedDatabase(db, { offers: 0 })
    const rows = await db.select({ id: companies.id }).from(companies).orderBy(companies.name).limit(2)
    committed = rows[0]!.id
    other = rows[1]!.id
    await db
      .update(companies)
      .set({ sdgGoals: [13] })
      .where(eq(companies.id, committed))
    await db
      .update(companies)
      .set({ sdgGoals: [1] })
      .where(eq(companies.id, other))
  }, 120_000)
  afterAll(async () => {
    await database?.dispose()
  })

  async function sofia() {
    const created = await createTalent(db, 'Sofia')
    await db
      .update(talents)
      .set({
        searchedCategories: ['environment'],
        searchedRegions: ['namur'],
        searchedContractTypes: ['cdi'],
        goals: [13],
      })
      .where(eq(talents.id, created.talentId))
    await db.insert(talentSkills).values({ talentId: created.talentId, label: 'compostage', type: 'hard' })
    return created
  }

  it('ranks what fits best first, with its reasons, public offers only', async () => {
    const best = await publish(db, committed, {
      title: 'Maître composteuse',
      category: 'environment',
      region: 'namur',
      contract: 'cdi',
      text: '<p>Vous animez des ateliers de compostage.</p>',
    })
    const placeAndContract = await publish(db, other, {
      title: 'Développeuse',
      region: 'namur',
      contract: 'cdi',
    })
    await publish(db, other, { title: 'Région seulement', region: 'namur' })
    await publish(db, committed, { title: 'Archivée', category: 'environment', status: 'archived' })
    const { userId } = await sofia()
    const wishes = (await talentWishes(db, userId))!
    const picks = await pickOffers(db, wishes, 'fr', { limit: 5 })
    expect(picks.map((pick) => pick.offer.id)).toEqual([best, placeAndContract])
    expect(picks[0]!.reasons).toEqual([
      { kind: 'category', value: 'environment' },
      { kind: 'region', value: 'namur' },
      { kind: 'contract', value: 'cdi' },
      { kind: 'goal', value: 13 },
      { kind: 'skill', value: 'compostage' },
    ])
    expect(
      await pickOffers(db, { ...wishes, categories: [], regions: [], contractTypes: [], goals: [] }, 'fr', {
        limit: 5,
      }),
    ).toEqual([])
  })

  it('adds the new picks to her digest when she asked, with why, and a link that stops them', async () => {
    const { userId } = await sofia()
    await db.update(users).set({ digestPicks: true }).where(eq(users.id, userId))
    await db
      .insert(searchAlerts)
      .values({ userId, name: 'Zèbres', query: 'zèbre', createdAt: new Date(Date.now() - 3 * HOUR) })
    await publish(db, other, { title: 'Soigneur de zèbres', hoursAgo: 1 })
    const fresh = await publish(db, committed, {
      title: 'Guide nature',
      category: 'environment',
      region: 'namur',
      hoursAgo: 1,
    })
    const mailIds: string[] = []
    await runDigests(db, {
      now: new Date(),
      runKey: crypto.randomUUID(),
      enqueueDelivery: async (_tx, id) => void mailIds.push(id),
    })
    const [mail] = await db.select().from(outgoingMails).where(eq(outgoingMails.userId, userId))
    expect(mail!.text).toContain('Soigneur de zèbres')
    expect(mail!.text).toContain("Choisies pour vous, d'après votre profil")
    expect(mail!.text).toContain('Guide nature')
    expect(mail!.text).toContain('Pourquoi : Environnement · Namur')
    // Picks older than her alert's window (the first test's) are not new: not in it.
    expect(mail!.text).not.toContain('Maître composteuse')
    expect(fresh).toBeTruthy()
    const token = decodeURIComponent(
      /alert-unsubscribe\?token=(\S+)/.exec(
        mail!.text.split('Ne plus recevoir ces suggestions')[1] ?? '',
      )![1]!,
    )
    expect(await redeemUnsubscribe(db, token)).toEqual({ ok: true, stopped: { kind: 'picks' } })
    const [after] = await db.select({ on: users.digestPicks }).from(users).where(eq(users.id, userId))
    expect(after!.on).toBe(false)
  })
})

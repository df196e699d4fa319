import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import { searchAlerts } from '~/server/db/schema'
import { engines, type TestDatabase } from '../../../tests/databases'
import { signedIn } from '../../../tests/hiring-setup'
import { createTalent } from '../../../tests/storage-setup'
import { handleChangeAlert, handleDeleteAlert, handleMyAlerts, handleSaveAlert } from './alerts-rest.server'

const json = (method: string, body: unknown, type = 'application/json') =>
  new Request('http://localhost/api/alerts', {
    method,
    headers: { 'content-type': type },
    body: JSON.stringify(body),
  })

const alert = {
  name: 'Namur CDI',
  search: { query: '', filters: { zones: ['namur'], contrat_type: ['cdi'] } },
  emailAlert: true,
  frequency: 'daily',
}

describe.each(engines())('the alerts API on $name', (engine) => {
  let database: TestDatabase
  let sofia: SessionUser
  let jan: SessionUser
  beforeAll(async () => {
    database = await engine.open()
    sofia = await signedIn(database.db, (await createTalent(database.db, 'Sofia')).userId)
    jan = await signedIn(database.db, (await createTalent(database.db, 'Jan')).userId)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('saves, lists, changes and deletes her own alerts; bad input is a 400 and stores nothing', async () => {
    const { db } = database
    expect((await handleSaveAlert(db, null, json('POST', alert))).status).toBe(401)
    for (const bad of [
      { ...alert, search: { query: ' ', filters: {} } },
      { ...alert, search: { query: '', filters: { zones: ['atlantis'] } } },
      { ...alert, name: 'x'.repeat(10_000) },
      { ...alert, frequency: 'hourly' },
    ])
      expect((await handleSaveAlert(db, sofia, json('POST', bad))).status).toBe(400)
    expect((await handleSaveAlert(db, sofia, json('POST', alert, 'text/plain'))).status).toBe(415)
    expect(await db.select().from(searchAlerts).where(eq(searchAlerts.userId, sofia.id))).toHaveLength(0)

    const created = await handleSaveAlert(db, sofia, json('POST', alert))
    expect(created.status).toBe(201)
    const { data } = (await created.json()) as { data: { uuid: string } }
    const listed = (await (await handleMyAlerts(db, sofia, 'fr')).json()) as {
      data: { searches: { id: string }[] }
    }
    expect(listed.data.searches.map((search) => search.id)).toEqual([data.uuid])
    expect((await handleChangeAlert(db, sofia, data.uuid, json('PATCH', { emailAlert: false }))).status).toBe(
      200,
    )
    expect((await handleChangeAlert(db, sofia, data.uuid, json('PATCH', { name: '' }))).status).toBe(400)
    const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, data.uuid))
    expect(row).toMatchObject({ emailAlert: false, name: 'Namur CDI' })

    // Another talent's alert: 403, nothing changed; no such alert: 404.
    expect((await handleChangeAlert(db, jan, data.uuid, json('PATCH', { name: 'Mine now' }))).status).toBe(
      403,
    )
    expect((await handleDeleteAlert(db, jan, data.uuid)).status).toBe(403)
    expect((await handleDeleteAlert(db, jan, crypto.randomUUID())).status).toBe(404)
    expect((await handleDeleteAlert(db, jan, 'not-a-uuid')).status).toBe(404)
    const [kept] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, data.uuid))
    expect(kept!.name).toBe('Namur CDI')
    expect((await handleDeleteAlert(db, sofia, data.uuid)).status).toBe(204)
  })
})

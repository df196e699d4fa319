import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import {
  handleOfferApplicants,
  handleOrganisationNote,
  handleRecruiterApplication,
  handleRecruiterOffers,
  handleStatusChange,
} from '~/features/recruiter/recruiter-api.server'
import { hiringCast, offerOf, talentWithCv } from '../../../tests/hiring-setup'
import { diskStorageCases, suiteStorage } from '../../../tests/storage-setup'
import { handleApply, handleMyApplications, handleRecordExternal } from './applications-api.server'

const post = (path: string, body: unknown, type = 'application/json') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: JSON.stringify(body),
  })
const get = (path: string) => new Request(`http://localhost${path}`)

describe.each(diskStorageCases())('the applications API on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let claire: SessionUser
  let outsider: SessionUser
  let youssef: Awaited<ReturnType<typeof talentWithCv>>
  let other: Awaited<ReturnType<typeof talentWithCv>>
  let offer: string

  beforeAll(async () => {
    const cast = await hiringCast(context.db)
    ;({ claire, outsider } = cast)
    youssef = await talentWithCv(context.db, 'Youssef')
    other = await talentWithCv(context.db, 'Other')
    offer = await offerOf(context.db, cast.company, 'open', ['Pourquoi nous ?'])
  })

  it('takes an application from its talent only, and answers every refusal with its status', async () => {
    const body = { offer_uuid: offer, cv: youssef.cv, answers: ['Pour la mission'], consent: true }
    const apply = (user: SessionUser | null, value: unknown = body, type?: string) =>
      handleApply(context.db, user, post('/api/applications', value, type))
    expect((await apply(null)).status).toBe(401)
    expect((await apply(claire)).status).toBe(403)
    expect((await apply(youssef.user, body, 'text/plain')).status).toBe(415)
    expect((await apply(youssef.user, { ...body, consent: false })).status).toBe(400)
    expect((await apply(youssef.user, { ...body, offer_uuid: 'nope' })).status).toBe(400)
    // Another talent's CV is not his.
    expect((await apply(youssef.user, { ...body, cv: other.cv })).status).toBe(422)
    const sent = await apply(youssef.user)
    expect(sent.status).toBe(201)
    const { data } = (await sent.json()) as { data: { uuid: string } }
    const again = await apply(youssef.user)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      error: { details: { code: 'already-applied', application_uuid: data.uuid } },
    })

    const mine = await handleMyApplications(
      context.db,
      youssef.user,
      get('/api/applications?tab=pending'),
      'fr',
    )
    expect(((await mine.json()) as { data: { id: string }[] }).data.map((item) => item.id)).toEqual([
      data.uuid,
    ])
    const others = await handleMyApplications(context.db, other.user, get('/api/applications'), 'fr')
    expect(((await others.json()) as { data: unknown[] }).data).toEqual([])
    expect((await handleMyApplications(context.db, claire, get('/api/applications'), 'fr')).status).toBe(403)
    expect(
      (await handleRecordExternal(context.db, youssef.user, post('/x', { offer_uuid: offer }))).status,
    ).toBe(404)
  })

  it('lets the organisation’s members read and answer an application, and nobody else', async () => {
    const body = { offer_uuid: offer, cv: other.cv, answers: ['Pour l’équipe'], consent: true }
    const sent = await handleApply(context.db, other.user, post('/api/applications', body))
    const { data } = (await sent.json()) as { data: { uuid: string } }
    const id = data.uuid
    const status = (user: SessionUser | null, from: string, to: string) =>
      handleStatusChange(
        context.db,
        user,
        post('/api/applications/status', { application_uuid: id, from, to }),
      )

    for (const [user, code] of [
      [null, 401],
      [outsider, 403],
      [youssef.user, 403],
    ] as const) {
      if (!user) expect((await handleRecruiterOffers(context.db, user)).status).toBe(code)
      expect((await handleRecruiterApplication(context.db, user, id)).status).toBe(code)
      expect((await handleOfferApplicants(context.db, user, offer, get('/x'))).status).toBe(code)
      expect((await handleOrganisationNote(context.db, user, id, post('/x', { note: 'x' }))).status).toBe(
        code,
      )
    }
    // Status changes: another organisation's recruiter, another talent withdrawing it, a talent answering,
    // a forged move: 403, nothing changed; an unknown application: 404.
    expect((await status(null, 'new', 'pending')).status).toBe(401)
    expect((await status(outsider, 'new', 'pending')).status).toBe(403)
    expect((await status(youssef.user, 'new', 'withdrawn')).status).toBe(403)
    expect((await status(other.user, 'new', 'accepted')).status).toBe(403)
    expect((await status(claire, 'new', 'withdrawn')).status).toBe(403)
    expect((await handleRecruiterApplication(context.db, outsider, crypto.randomUUID())).status).toBe(404)
    expect((await status(claire, 'new', 'bogus')).status).toBe(400)

    const read = await handleRecruiterApplication(context.db, claire, id)
    expect(await read.json()).toMatchObject({
      data: { id, status: 'new', applicant: { firstName: 'Other' } },
    })
    expect((await handleRecruiterApplication(context.db, claire, 'not-a-uuid')).status).toBe(404)
    expect((await status(claire, 'new', 'pending')).status).toBe(200)
    expect((await status(claire, 'new', 'refused')).status).toBe(409)
    expect((await status(claire, 'pending', 'refused')).status).toBe(200)
    expect((await handleOrganisationNote(context.db, claire, id, post('/x', { note: 'Merci' }))).status).toBe(
      200,
    )
    const list = await handleOfferApplicants(context.db, claire, offer, get('/x?status=refused'))
    expect(await list.json()).toMatchObject({ data: { rows: [{ id, status: 'refused' }] } })
    expect((await handleOfferApplicants(context.db, claire, offer, get('/x?page=0'))).status).toBe(400)
  })
})

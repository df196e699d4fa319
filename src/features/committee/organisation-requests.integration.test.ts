import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrganisationRequestValues } from '~/domain/organisation-request'
import { resetPassword } from '~/features/auth/account-links.server'
import { checkCredentials } from '~/features/auth/accounts.server'
import type { Database } from '~/server/db/client'
import { companies, companyMembers, companyTranslations, outgoingMails, users } from '~/server/db/schema'
import { engines, type TestDatabase } from '../../../tests/databases'
import { createTalent } from '../../../tests/storage-setup'
import { createAdmin } from './admins.server'
import {
  approveOrganisationRequest,
  organisationRequest,
  organisationRequestList,
  refuseOrganisationRequest,
  submitOrganisationRequest,
} from './organisation-requests.server'

const request = (name: string, email: string): OrganisationRequestValues => ({
  name,
  website: 'https://repair.example.be',
  size: '5_50',
  sectors: ['second_hand'],
  zones: ['liege'],
  sdgGoals: [12, 13],
  mission: 'Réparer plutôt que jeter.',
  commitments: '1 200 objets réparés en 2025.',
  contactFirstName: 'Claire',
  contactLastName: 'Lambert',
  contactEmail: email,
  contactPhone: '',
  contactRole: 'Coordinatrice',
  consent: true,
})

/** The link a mail carries to `path` (its token is the last segment). */
const tokenIn = (text: string) => text.match(/\/recovery\/([\w-]+)/)?.[1]

describe.each(engines())('selection committee on $name', ({ open }) => {
  let database: TestDatabase
  let db: Database
  let adminId: string

  beforeAll(async () => {
    database = await open()
    db = database.db
    const admin = await createAdmin(db, {
      email: 'anne.comite@example.be',
      firstName: 'Anne',
      lastName: 'Comité',
      locale: 'fr',
    })
    if (admin.kind !== 'created') throw new Error('no admin')
    adminId = admin.userId
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const mailsTo = (address: string) =>
    db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.toAddress, address))
      .orderBy(outgoingMails.createdAt)

  it('makes admins on the command line only once per address, invited to choose a password', async () => {
    expect(
      await createAdmin(db, { email: 'ANNE.comite@example.be', firstName: 'A', lastName: '', locale: 'nl' }),
    ).toEqual({ kind: 'exists', role: 'admin' })
    const [invitation] = await mailsTo('anne.comite@example.be')
    expect(invitation!.subject).toBe('Votre accès au comité de sélection de Tremplin')
    expect(await resetPassword(db, tokenIn(invitation!.text)!, 'comite-secret-1')).toBe('done')
    // Admins sign in on the organisations' side, not the talents'.
    expect(
      await checkCredentials(db, 'anne.comite@example.be', 'comite-secret-1', 'recruiter'),
    ).toMatchObject({
      kind: 'ok',
    })
    expect(await checkCredentials(db, 'anne.comite@example.be', 'comite-secret-1', 'talent')).toEqual({
      kind: 'recruiter-account',
    })
  })

  it('approves a request: the organisation, a slug per language, its owner invited in her language', async () => {
    const email = `claire-${crypto.randomUUID()}@repair.example.be`
    const id = await submitOrganisationRequest(db, request('Repair Café Liège', email), 'nl')
    const [ack] = await mailsTo(email)
    expect(ack!.subject).toBe('Uw aanvraag om op Tremplin te publiceren is goed aangekomen')
    expect(ack!.text).not.toContain('Repair Café Liège')
    expect((await mailsTo('anne.comite@example.be')).at(-1)!.text).toContain(`/admin/demandes/${id}`)
    expect((await organisationRequestList(db, 'pending')).map((r) => r.id)).toContain(id)

    const approved = await approveOrganisationRequest(db, adminId, id)
    expect(approved.ok).toBe(true)
    if (!approved.ok) return
    const slugs = await db
      .select({ locale: companyTranslations.locale, slug: companyTranslations.slug })
      .from(companyTranslations)
      .where(eq(companyTranslations.companyId, approved.companyId!))
    expect(Object.fromEntries(slugs.map((s) => [s.locale, s.slug]))).toEqual({
      fr: 'repair-cafe-liege',
      nl: 'repair-cafe-liege',
      en: 'repair-cafe-liege',
    })
    const [owner] = await db.select().from(users).where(eq(users.email, email))
    expect(owner).toMatchObject({ role: 'recruiter', locale: 'nl', passwordHash: null, firstName: 'Claire' })
    expect(
      await db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.userId, owner!.id)),
    ).toEqual([{ role: 'owner' }])
    expect((await organisationRequest(db, id))!).toMatchObject({ status: 'approved', reviewer: 'Anne' })

    const invitation = (await mailsTo(email)).at(-1)!
    expect(invitation.subject).toBe('Repair Café Liège komt bij Tremplin')
    const token = tokenIn(invitation.text)!
    expect(invitation.text).toContain(`/nl/recovery/${token}`)
    expect(await resetPassword(db, token, 'repair-cafe-2026')).toBe('done')
    expect(await resetPassword(db, token, 'another-password')).toBe('invalid')
    const [verified] = await db.select().from(users).where(eq(users.id, owner!.id))
    expect(verified!.emailVerifiedAt).not.toBeNull()

    expect(await approveOrganisationRequest(db, adminId, id)).toEqual({ ok: false, error: 'already-decided' })
    expect(await refuseOrganisationRequest(db, adminId, id, 'Trop tard pour changer')).toEqual({
      ok: false,
      error: 'already-decided',
    })

    // The same name again: the next free slug in each language.
    const again = await submitOrganisationRequest(db, request('Repair Café Liège', `b-${email}`), 'fr')
    const second = await approveOrganisationRequest(db, adminId, again)
    const [frSlug] = await db
      .select({ slug: companyTranslations.slug })
      .from(companyTranslations)
      .where(sql`${companyTranslations.companyId} = ${second.ok ? second.companyId! : ''} and locale = 'fr'`)
    expect(frSlug!.slug).toBe('repair-cafe-liege-2')
  })

  it('adds the organisation to an existing recruiter, refuses a talent address, and decides once', async () => {
    const talent = await createTalent(db, 'Talia')
    const refusedId = await submitOrganisationRequest(db, request('Atelier Vélo', talent.email), 'fr')
    const before = (await db.select({ n: count() }).from(companies))[0]!.n
    expect(await approveOrganisationRequest(db, adminId, refusedId)).toEqual({
      ok: false,
      error: 'contact-is-talent',
    })
    expect((await db.select({ n: count() }).from(companies))[0]!.n).toBe(before)
    expect((await organisationRequest(db, refusedId))!.status).toBe('pending')

    const both = await Promise.all([
      approveOrganisationRequest(db, adminId, refusedId).catch(() => null),
      refuseOrganisationRequest(db, adminId, refusedId, 'Adresse de contact à changer, merci.'),
    ])
    expect(both[1]).toEqual({ ok: true })
    const refusal = (await mailsTo(talent.email)).at(-1)!
    expect(refusal.subject).toBe('Votre demande pour publier sur Tremplin')
    expect(refusal.text).not.toContain('Atelier Vélo')
    expect(refusal.text).toContain('Adresse de contact à changer, merci.')
    expect((await organisationRequestList(db, 'refused')).map((r) => r.id)).toContain(refusedId)

    expect(await approveOrganisationRequest(db, adminId, crypto.randomUUID())).toEqual({
      ok: false,
      error: 'not-found',
    })
  })
})

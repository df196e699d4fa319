import { count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { OrganisationRequestValues } from '~/domain/organisation-request'
import { resetPassword } from '~/features/auth/account-links.server'
import { checkCredentials } from '~/features/auth/accounts.server'
import { companies, companyMembers, companyTranslations, outgoingMails, users } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { createTalent } from '../../../tests/storage-setup'
import { suiteDatabase } from '../../../tests/suite-database'
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
  const database = suiteDatabase(open)
  let adminId: string

  beforeAll(async () => {
    const admin = await createAdmin(database.db, {
      email: 'anne.comite@example.be',
      firstName: 'Anne',
      lastName: 'Comité',
      locale: 'fr',
    })
    if (admin.kind !== 'created') throw new Error('no admin')
    adminId = admin.userId
  })

  const mailsTo = (address: string) =>
    database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.toAddress, address))
      .orderBy(outgoingMails.createdAt)

  it('makes admins on the command line only once per address, invited to choose a password', async () => {
    expect(
      await createAdmin(database.db, {
        email: 'ANNE.comite@example.be',
        firstName: 'A',
        lastName: '',
        locale: 'nl',
      }),
    ).toEqual({ kind: 'exists', role: 'admin' })
    const [invitation] = await mailsTo('anne.comite@example.be')
    expect(invitation!.subject).toBe('Votre accès au comité de sélection de Tremplin')
    expect(await resetPassword(database.db, tokenIn(invitation!.text)!, 'comite-secret-1')).toBe('done')
    // Admins sign in on the organisations' side, not the talents'.
    expect(
      await checkCredentials(database.db, 'anne.comite@example.be', 'comite-secret-1', 'recruiter'),
    ).toMatchObject({
      kind: 'ok',
    })
    expect(
      await checkCredentials(database.db, 'anne.comite@example.be', 'comite-secret-1', 'talent'),
    ).toEqual({
      kind: 'recruiter-account',
    })
  })

  it('approves a request: the organisation, a slug per language, its owner invited in her language', async () => {
    const email = `claire-${crypto.randomUUID()}@repair.example.be`
    const id = await submitOrganisationRequest(database.db, request('Repair Café Liège', email), 'nl')
    const [ack] = await mailsTo(email)
    expect(ack!.subject).toBe('Uw aanvraag om op Tremplin te publiceren is goed aangekomen')
    expect(ack!.text).not.toContain('Repair Café Liège')
    expect((await mailsTo('anne.comite@example.be')).at(-1)!.text).toContain(`/admin/demandes/${id}`)
    expect((await organisationRequestList(database.db, 'pending')).map((r) => r.id)).toContain(id)

    const approved = await approveOrganisationRequest(database.db, adminId, id)
    expect(approved.ok).toBe(true)
    if (!approved.ok) return
    const slugs = await database.db
      .select({ locale: companyTranslations.locale, slug: companyTranslations.slug })
      .from(companyTranslations)
      .where(eq(companyTranslations.companyId, approved.companyId!))
    expect(Object.fromEntries(slugs.map((s) => [s.locale, s.slug]))).toEqual({
      fr: 'repair-cafe-liege',
      nl: 'repair-cafe-liege',
      en: 'repair-cafe-liege',
    })
    const [owner] = await database.db.select().from(users).where(eq(users.email, email))
    expect(owner).toMatchObject({ role: 'recruiter', locale: 'nl', passwordHash: null, firstName: 'Claire' })
    expect(
      await database.db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.userId, owner!.id)),
    ).toEqual([{ role: 'owner' }])
    expect((await organisationRequest(database.db, id))!).toMatchObject({
      status: 'approved',
      reviewer: 'Anne',
    })

    const invitation = (await mailsTo(email)).at(-1)!
    expect(invitation.subject).toBe('Repair Café Liège komt bij Tremplin')
    const token = tokenIn(invitation.text)!
    expect(invitation.text).toContain(`/nl/recovery/${token}`)
    expect(await resetPassword(database.db, token, 'repair-cafe-2026')).toBe('done')
    expect(await resetPassword(database.db, token, 'another-password')).toBe('invalid')
    const [verified] = await database.db.select().from(users).where(eq(users.id, owner!.id))
    expect(verified!.emailVerifiedAt).not.toBeNull()

    expect(await approveOrganisationRequest(database.db, adminId, id)).toEqual({
      ok: false,
      error: 'already-decided',
    })
    expect(await refuseOrganisationRequest(database.db, adminId, id, 'Trop tard pour changer')).toEqual({
      ok: false,
      error: 'already-decided',
    })

    // The same name again: the next free slug in each language.
    const again = await submitOrganisationRequest(
      database.db,
      request('Repair Café Liège', `b-${email}`),
      'fr',
    )
    const second = await approveOrganisationRequest(database.db, adminId, again)
    const [frSlug] = await database.db
      .select({ slug: companyTranslations.slug })
      .from(companyTranslations)
      .where(sql`${companyTranslations.companyId} = ${second.ok ? second.companyId! : ''} and locale = 'fr'`)
    expect(frSlug!.slug).toBe('repair-cafe-liege-2')
  })

  it('adds the organisation to an existing recruiter, refuses a talent address, and decides once', async () => {
    const talent = await createTalent(database.db, 'Talia')
    const refusedId = await submitOrganisationRequest(
      database.db,
      request('Atelier Vélo', talent.email),
      'fr',
    )
    const before = (await database.db.select({ n: count() }).from(companies))[0]!.n
    expect(await approveOrganisationRequest(database.db, adminId, refusedId)).toEqual({
      ok: false,
      error: 'contact-is-talent',
    })
    expect((await database.db.select({ n: count() }).from(companies))[0]!.n).toBe(before)
    expect((await organisationRequest(database.db, refusedId))!.status).toBe('pending')

    const both = await Promise.all([
      approveOrganisationRequest(database.db, adminId, refusedId).catch(() => null),
      refuseOrganisationRequest(database.db, adminId, refusedId, 'Adresse de contact à changer, merci.'),
    ])
    expect(both[1]).toEqual({ ok: true })
    const refusal = (await mailsTo(talent.email)).at(-1)!
    expect(refusal.subject).toBe('Votre demande pour publier sur Tremplin')
    expect(refusal.text).not.toContain('Atelier Vélo')
    expect(refusal.text).toContain('Adresse de contact à changer, merci.')
    expect((await organisationRequestList(database.db, 'refused')).map((r) => r.id)).toContain(refusedId)

    expect(await approveOrganisationRequest(database.db, adminId, crypto.randomUUID())).toEqual({
      ok: false,
      error: 'not-found',
    })
  })
})

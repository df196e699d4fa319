import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type Database, queryRows } from '~/server/db/client'
import { authSessions, oneTimeTokens, outgoingMails, searchAlerts, talents, users } from '~/server/db/schema'
import { blockedForS, hitRateLimit, loginFailuresKey, resetRateLimit } from '~/server/rate-limit'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import {
  passwordLinkSpace,
  recoveryLinkState,
  requestPasswordRecovery,
  resetPassword,
  validateEmail,
} from './account-links.server'
import { changePassword, deleteAccount, marketingOptIn } from './account-settings.server'
import { checkCredentials, registerAccount, signInWithLinkedin, signInWithPassword } from './accounts.server'
import { marketingUnsubscribeUrl, unsubscribeFromMarketing } from './marketing-link.server'
import { createSession, refreshSession, revokeSession, userFromAccessToken } from './sessions.server'
import { signAccessToken } from './tokens.server'

const sample = {
  firstName: 'Lotte',
  email: 'Lotte.Peeters@example.be',
  password: 'groene-stad-2026',
  newsletter: true,
  marketing: false,
}

/** The link of the newest mail sent to an address. */
async function lastLink(database: { db: Database }, to: string, path: string): Promise<string> {
  const [mail] = await database.db
    .select({ text: outgoingMails.text })
    .from(outgoingMails)
    .where(sql`lower(${outgoingMails.toAddress}) = lower(${to})`)
    .orderBy(desc(outgoingMails.createdAt))
    .limit(1)
  const match = mail?.text.match(new RegExp(`${path}/([A-Za-z0-9_-]+)`))
  if (!match) throw new Error(`no ${path} link mailed to ${to}`)
  return match[1]!
}

describe.each(engines())('accounts and sessions on $name', ({ open }) => {
  const database = suiteDatabase(open)

  it('registers once per address (any case), with a talent profile, an argon2id hash and a Dutch validation mail', async () => {
    const created = await registerAccount(database.db, sample, 'nl')
    expect(created.kind).toBe('created')
    if (created.kind !== 'created') return
    const [user] = await database.db.select().from(users).where(eq(users.id, created.userId))
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(user?.passwordHash).not.toContain(sample.password)
    expect(user?.gdprAcceptedAt).not.toBeNull()
    expect(user?.emailVerifiedAt).toBeNull()
    expect(await database.db.select().from(talents).where(eq(talents.userId, created.userId))).toHaveLength(1)
    const [mail] = await database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.userId, created.userId))
    expect(mail?.subject).toBe('Bevestig je e-mailadres')
    expect(mail?.text).toContain('/validmail/')
    expect(mail?.html).toContain('/validmail/')

    const again = await registerAccount(database.db, { ...sample, email: 'lotte.peeters@EXAMPLE.be' }, 'fr')
    expect(again.kind).toBe('exists')
    expect(await database.db.select().from(users)).toHaveLength(1)
  })

  it('refuses a weak or common password at registration, nothing stored; an existing address is still "exists"', async () => {
    for (const password of ['password', 'motdepasse', 'wachtwoord', 'azertyuiop'])
      expect(
        (await registerAccount(database.db, { ...sample, email: 'weak@example.be', password }, 'fr')).kind,
      ).toBe('weak-password')
    expect(await database.db.select().from(users).where(eq(users.email, 'weak@example.be'))).toEqual([])
    expect((await registerAccount(database.db, { ...sample, password: 'password' }, 'fr')).kind).toBe(
      'exists',
    )
  })

  it('checks credentials: missing account, wrong password, right password (any e-mail case)', async () => {
    expect((await checkCredentials(database.db, 'nobody@example.be', sample.password)).kind).toBe('missing')
    expect((await checkCredentials(database.db, sample.email, 'not-the-password')).kind).toBe(
      'wrong-password',
    )
    expect((await checkCredentials(database.db, sample.email.toUpperCase(), sample.password)).kind).toBe('ok')
  })

  it('sends recruiter accounts to their space, and refuses talents there (docs/product.md#roles)', async () => {
    await registerAccount(database.db, { ...sample, email: 'recruiter@example.be' }, 'fr')
    await database.db.update(users).set({ role: 'recruiter' }).where(eq(users.email, 'recruiter@example.be'))
    expect((await checkCredentials(database.db, 'recruiter@example.be', sample.password)).kind).toBe(
      'recruiter-account',
    )
    expect(
      (await checkCredentials(database.db, 'recruiter@example.be', sample.password, 'recruiter')).kind,
    ).toBe('ok')
    expect((await checkCredentials(database.db, sample.email, sample.password, 'recruiter')).kind).toBe(
      'not-allowed',
    )
  })

  it('validates the e-mail address once; a replayed or made-up link is invalid', async () => {
    const token = await lastLink(database, sample.email, 'validmail')
    expect(await validateEmail(database.db, token)).toBe('validated')
    expect(await validateEmail(database.db, token)).toBe('invalid')
    expect(await validateEmail(database.db, 'forged-token')).toBe('invalid')
    const [user] = await database.db.select().from(users).where(eq(users.email, sample.email))
    expect(user?.emailVerifiedAt).not.toBeNull()
  })

  it('sessions: access token names a live session; refresh rotates; a replayed refresh token revokes the session', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, sample.email))
    const first = await createSession(database.db, user!.id)
    expect((await userFromAccessToken(database.db, first.accessToken))?.id).toBe(user!.id)
    expect(await userFromAccessToken(database.db, `${first.accessToken}x`)).toBeNull()

    const second = await refreshSession(database.db, first.refreshToken)
    expect(second?.tokens.refreshToken).not.toBe(first.refreshToken)
    expect(second?.tokens.sessionId).toBe(first.sessionId)
    const third = await refreshSession(database.db, second!.tokens.refreshToken!)
    expect(third).not.toBeNull()

    // The same token twice at once (two requests of a page): both signed in, one chain only (docs/security.md).
    const [a, b] = await Promise.all([
      refreshSession(database.db, third!.tokens.refreshToken!),
      refreshSession(database.db, third!.tokens.refreshToken!),
    ])
    expect(a && b).toBeTruthy()
    const successors = [a!.tokens.refreshToken, b!.tokens.refreshToken].filter((token) => token !== null)
    expect(successors).toHaveLength(1)
    expect((await userFromAccessToken(database.db, a!.tokens.accessToken))?.id).toBe(user!.id)
    expect((await userFromAccessToken(database.db, b!.tokens.accessToken))?.id).toBe(user!.id)
    const chain = await refreshSession(database.db, successors[0]!)
    expect(chain).not.toBeNull()

    // The first token again, well after its use: theft. The session ends, the newest tokens with it.
    await database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`,
    )
    expect(await refreshSession(database.db, first.refreshToken)).toBeNull()
    expect(await userFromAccessToken(database.db, third!.tokens.accessToken)).toBeNull()
    expect(await refreshSession(database.db, chain!.tokens.refreshToken!)).toBeNull()
    expect(await refreshSession(database.db, 'unknown')).toBeNull()
  })

  it("another user's access token reads only that user; a revoked session's token reads nothing", async () => {
    await registerAccount(database.db, { ...sample, email: 'other@example.be', firstName: 'Other' }, 'en')
    const [other] = await database.db.select().from(users).where(eq(users.email, 'other@example.be'))
    const session = await createSession(database.db, other!.id)
    const seen = await userFromAccessToken(database.db, session.accessToken)
    expect(seen?.email).toBe('other@example.be')
    // A token claiming someone else's session is refused.
    const [lotte] = await database.db.select().from(users).where(eq(users.email, sample.email))
    const mixed = await signAccessToken({ userId: lotte!.id, sessionId: session.sessionId })
    expect(await userFromAccessToken(database.db, mixed)).toBeNull()
    await revokeSession(database.db, session.sessionId)
    expect(await userFromAccessToken(database.db, session.accessToken)).toBeNull()
  })

  it('password recovery: one-hour single-use link, old password refused after, every session ended', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, sample.email))
    const live = await createSession(database.db, user!.id)
    await requestPasswordRecovery(database.db, 'nobody@example.be') // no account: nothing sent, no error
    await requestPasswordRecovery(database.db, sample.email)
    const older = await lastLink(database, sample.email, 'recovery')
    await requestPasswordRecovery(database.db, sample.email)
    const token = await lastLink(database, sample.email, 'recovery')
    expect(token).not.toBe(older)
    expect(await recoveryLinkState(database.db, token)).toBe('valid')
    expect(await passwordLinkSpace(database.db, token)).toBe('talent')
    expect(await passwordLinkSpace(database.db, 'not-a-link')).toBeNull()
    expect(await resetPassword(database.db, token, 'nieuw-wachtwoord-42')).toBe('done')
    expect(await resetPassword(database.db, token, 'nog-een-ander-99')).toBe('invalid')
    // The older link, still in her mailbox, died with the reset.
    expect(await recoveryLinkState(database.db, older)).toBe('invalid')
    expect(await resetPassword(database.db, older, 'par-un-vieux-lien-7')).toBe('invalid')
    expect((await checkCredentials(database.db, sample.email, sample.password)).kind).toBe('wrong-password')
    expect((await checkCredentials(database.db, sample.email, 'nieuw-wachtwoord-42')).kind).toBe('ok')
    expect(await userFromAccessToken(database.db, live.accessToken)).toBeNull()
    const [session] = await database.db.select().from(authSessions).where(eq(authSessions.id, live.sessionId))
    expect(session?.revokedAt).not.toBeNull()

    await requestPasswordRecovery(database.db, sample.email)
    const late = await lastLink(database, sample.email, 'recovery')
    await database.db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` })
    expect(await recoveryLinkState(database.db, late)).toBe('expired')
    expect(await resetPassword(database.db, late, 'trop-tard-123')).toBe('expired')
  })

  it('failed sign-ins lock one address out of one account, never the owner elsewhere; atomic; a reset lifts them (docs/security.md)', async () => {
    const { db } = database
    const email = 'locked.out@example.be'
    await registerAccount(db, { ...sample, email, password: 'le-vrai-mot-1' }, 'fr')
    // Twenty wrong guesses at once from one address: at most five passwords are even checked.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInWithPassword(db, email, `guess-${i}-xyz`, '198.51.100.7')),
    )
    expect(guesses.filter((outcome) => outcome.kind === 'wrong-password').length).toBeLessThanOrEqual(5)
    expect(guesses.filter((outcome) => outcome.kind === 'throttled').length).toBeGreaterThanOrEqual(15)
    expect((await signInWithPassword(db, email, 'le-vrai-mot-1', '198.51.100.7')).kind).toBe('throttled')
    // The owner, from her own address, is not held back by the attacker's failures.
    expect((await signInWithPassword(db, email, 'le-vrai-mot-1', '203.0.113.20')).kind).toBe('ok')
    // A password reset lifts every address's failures on the account.
    await requestPasswordRecovery(db, email)
    expect(await resetPassword(db, await lastLink(database, email, 'recovery'), 'un-nouveau-mot-2')).toBe(
      'done',
    )
    expect((await signInWithPassword(db, email, 'un-nouveau-mot-2', '198.51.100.7')).kind).toBe('ok')
  })

  it('rate limits count in the database and reset', async () => {
    const limit = { limit: 3, windowS: 60 }
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, 'test:key', limit))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterS).toBeGreaterThan(0)
    expect(await blockedForS(database.db, 'test:key', limit)).toBeGreaterThan(0)
    await resetRateLimit(database.db, 'test:key')
    expect(await blockedForS(database.db, 'test:key', limit)).toBe(0)
    expect((await hitRateLimit(database.db, 'test:key', limit)).allowed).toBe(true)
  })

  it('changes the password only with the right current one; other sessions end, this one stays', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, sample.email))
    const here = await createSession(database.db, user!.id)
    const elsewhere = await createSession(database.db, user!.id)
    expect(await changePassword(database.db, user!.id, here.sessionId, 'not-it', 'encore-un-autre-7')).toBe(
      'wrong-current',
    )
    expect(await userFromAccessToken(database.db, elsewhere.accessToken)).not.toBeNull()
    expect(
      await changePassword(database.db, user!.id, here.sessionId, 'nieuw-wachtwoord-42', 'encore-un-autre-7'),
    ).toBe('done')
    expect(await userFromAccessToken(database.db, here.accessToken)).not.toBeNull()
    expect(await userFromAccessToken(database.db, elsewhere.accessToken)).toBeNull()
    expect((await checkCredentials(database.db, sample.email, 'encore-un-autre-7')).kind).toBe('ok')
  })

  it('unsubscribes from marketing e-mails with a signed link only', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'other@example.be'))
    await database.db.update(users).set({ marketingOptIn: true }).where(eq(users.id, user!.id))
    const url = new URL(marketingUnsubscribeUrl(user!.id, 'nl'))
    expect(url.pathname).toBe('/nl/marketing-mail-update')
    const signature = url.searchParams.get('signature')!
    expect(await unsubscribeFromMarketing(database.db, user!.id, `${signature}x`)).toBe(false)
    const [lotte] = await database.db.select().from(users).where(eq(users.email, sample.email))
    expect(await unsubscribeFromMarketing(database.db, lotte!.id, signature)).toBe(false)
    expect(await marketingOptIn(database.db, user!.id)).toBe(true)
    expect(await unsubscribeFromMarketing(database.db, user!.id, signature)).toBe(true)
    expect(await marketingOptIn(database.db, user!.id)).toBe(false)
  })

  it('deletes an account for good: no row anywhere holds its id or its e-mail address', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, sample.email))
    const id = user!.id
    await createSession(database.db, id)
    await requestPasswordRecovery(database.db, sample.email)
    await database.db.execute(
      sql`insert into contact_messages (subject, first_name, last_name, email, message, locale)
          values ('other', 'Lotte', 'P', ${sample.email}, 'Hallo', 'nl')`,
    )
    // Counters keyed by her address or her id, and a mail to her address not linked to the account (the
    // contact form's acknowledgement): docs/security.md.
    expect((await checkCredentials(database.db, sample.email, 'a-wrong-guess')).kind).toBe('wrong-password')
    await hitRateLimit(database.db, loginFailuresKey(sample.email, '203.0.113.9'), { limit: 5, windowS: 900 })
    await hitRateLimit(database.db, `recovery:account:${sample.email.toLowerCase()}`, {
      limit: 3,
      windowS: 3600,
    })
    await hitRateLimit(database.db, `upload:${id}`, { limit: 5, windowS: 900 })
    await database.db.execute(
      sql`insert into outgoing_mails (to_address, subject, text, html)
          values (${sample.email.toUpperCase()}, 'Merci', 'Merci', '<p>Merci</p>')`,
    )
    await deleteAccount(database.db, id)
    // Every table, every text-like column: neither the id nor the address (any case), even inside a longer
    // value, is left.
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('uuid', 'text', 'character varying')`,
    )
    expect(columns.length).toBeGreaterThan(20)
    for (const { table_name, column_name } of columns) {
      const found = await queryRows(
        database.db,
        sql`select 1 from ${sql.identifier(table_name)}
            where strpos(lower(${sql.identifier(column_name)}::text), ${id}) > 0
               or strpos(lower(${sql.identifier(column_name)}::text), lower(${sample.email})) > 0 limit 1`,
      )
      expect(found, `${table_name}.${column_name}`).toHaveLength(0)
    }
    expect((await checkCredentials(database.db, sample.email, 'encore-un-autre-7')).kind).toBe('missing')
  })

  it('LinkedIn: an address registered by someone who never confirmed it gives its owner a new account: nothing the pre-registrant set (password, sessions, profile, contact address, CV library consent, alerts) is hers (docs/security.md)', async () => {
    const { db } = database
    // The attacker registers the victim's address (never confirmed) and stays signed in.
    const planted = await registerAccount(
      db,
      { ...sample, email: 'victim@example.be', password: 'attacker-pass-1' },
      'fr',
    )
    if (planted.kind !== 'created') throw new Error(planted.kind)
    const attacker = await createSession(db, planted.userId)
    // The profile she prepares: her own contact address, in the CV library, an e-mailed alert.
    await db
      .update(talents)
      .set({ email: 'attacker@evil.example', openToContact: true, profileTitle: 'Piège' })
      .where(eq(talents.userId, planted.userId))
    await db.insert(searchAlerts).values({ userId: planted.userId, name: 'Piège', query: 'x', filters: {} })
    const victim = await signInWithLinkedin(
      db,
      {
        subject: 'li-victim',
        email: 'victim@example.be',
        emailVerified: true,
        firstName: 'Vic',
        lastName: 'T',
      },
      'fr',
    )
    if (victim.kind !== 'ok') throw new Error(victim.kind)
    expect(victim.userId).not.toBe(planted.userId)
    expect(await db.select().from(users).where(eq(users.id, planted.userId))).toEqual([])
    const [profile] = await db.select().from(talents).where(eq(talents.userId, victim.userId))
    expect(profile).toMatchObject({ email: 'victim@example.be', openToContact: false, profileTitle: null })
    expect(await db.select().from(searchAlerts).where(eq(searchAlerts.userId, victim.userId))).toEqual([])
    const [account] = await db.select().from(users).where(eq(users.id, victim.userId))
    expect(account).toMatchObject({ firstName: 'Vic', passwordHash: null, linkedinSubject: 'li-victim' })
    expect(account!.emailVerifiedAt).not.toBeNull()
    expect((await checkCredentials(db, 'victim@example.be', 'attacker-pass-1')).kind).toBe('wrong-password')
    expect(await userFromAccessToken(db, attacker.accessToken)).toBeNull()
    expect(await refreshSession(db, attacker.refreshToken)).toBeNull()

    // An owner who had confirmed her address keeps the password she chose.
    const owned = await registerAccount(
      db,
      { ...sample, email: 'owner@example.be', password: 'owner-pass-12' },
      'fr',
    )
    if (owned.kind !== 'created') throw new Error(owned.kind)
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owned.userId))
    await signInWithLinkedin(
      db,
      { subject: 'li-owner', email: 'owner@example.be', emailVerified: true, firstName: 'O', lastName: 'W' },
      'fr',
    )
    expect((await checkCredentials(db, 'owner@example.be', 'owner-pass-12')).kind).toBe('ok')
  })

  it('LinkedIn: links by verified e-mail only, signs in by subject afterwards, creates new accounts, refuses recruiters', async () => {
    await registerAccount(database.db, { ...sample, email: 'linked@example.be', firstName: 'Mira' }, 'fr')
    // Her address confirmed: LinkedIn links this account (an unconfirmed one is replaced, see above).
    await database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, 'linked@example.be'))
    const claims = {
      subject: 'li-1',
      email: 'Linked@example.be',
      emailVerified: false,
      firstName: 'Mira',
      lastName: 'D',
    }
    expect((await signInWithLinkedin(database.db, claims, 'fr')).kind).toBe('unverified-email')
    const linked = await signInWithLinkedin(database.db, { ...claims, emailVerified: true }, 'fr')
    const [mira] = await database.db.select().from(users).where(eq(users.email, 'linked@example.be'))
    expect(linked).toEqual({ kind: 'ok', userId: mira!.id })
    expect(mira?.linkedinSubject).toBe('li-1')
    expect(mira?.emailVerifiedAt).not.toBeNull()
    // Later: the subject alone signs in, whatever LinkedIn says about the address.
    expect(await signInWithLinkedin(database.db, { ...claims, email: null }, 'fr')).toEqual(linked)

    const fresh = await signInWithLinkedin(
      database.db,
      {
        subject: 'li-2',
        email: 'new.member@example.be',
        emailVerified: true,
        firstName: 'Bo',
        lastName: 'Smet',
      },
      'nl',
    )
    expect(fresh.kind).toBe('ok')
    const [bo] = await database.db.select().from(users).where(eq(users.email, 'new.member@example.be'))
    expect(bo).toMatchObject({ firstName: 'Bo', lastName: 'Smet', locale: 'nl', passwordHash: null })
    expect(await database.db.select().from(talents).where(eq(talents.userId, bo!.id))).toHaveLength(1)

    expect(
      (
        await signInWithLinkedin(
          database.db,
          {
            subject: 'li-3',
            email: 'recruiter@example.be',
            emailVerified: true,
            firstName: 'R',
            lastName: '',
          },
          'fr',
        )
      ).kind,
    ).toBe('not-allowed')
  })
})

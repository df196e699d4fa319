import { beforeAll, describe, expect, it } from 'vitest'
import { createSession, type SessionUser, userFromAccessToken } from '~/features/auth/sessions.server'
import { loadProfile } from '~/features/profile/profile.server'
import { storeUpload } from '~/features/uploads/uploads.server'
import { blankScan, lotteCv } from '../../../tests/cv-files'
import { createTalent, diskStorageCases, suiteStorage } from '../../../tests/storage-setup'
import { handleGetCvRequest } from './cv-api.server'
import { resolveProposal } from './cv-proposals.server'

describe.each(diskStorageCases())('GET /api/talents/get-cv on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let lotte: SessionUser
  let bram: SessionUser
  let lotteTalentId: string
  const signedIn = async (firstName: string) => {
    const { userId, talentId } = await createTalent(context.db, firstName)
    const { accessToken } = await createSession(context.db, userId)
    return { user: (await userFromAccessToken(context.db, accessToken))!, talentId }
  }
  const ask = (
    user: SessionUser | null,
    query: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    handleGetCvRequest(
      context.db,
      user,
      new Request(`http://localhost/api/talents/get-cv?${new URLSearchParams(query)}`, { headers }),
    )
  const upload = async (user: SessionUser, bytes: Uint8Array) =>
    (await storeUpload(context.db, user.id, { name: 'cv.pdf', bytes }, 'cv')).location

  beforeAll(async () => {
    ;({ user: lotte, talentId: lotteTalentId } = await signedIn('Lotte'))
    ;({ user: bram } = await signedIn('Bram'))
  })

  it('fills her profile from her CV, and refuses everyone and everything else', async () => {
    const link = await upload(lotte, await lotteCv())
    expect((await ask(null, { link })).status).toBe(401)
    // Another talent: her uuid is refused, her link is not his CV.
    expect((await ask(bram, { link, uuid: lotteTalentId })).status).toBe(403)
    expect((await ask(bram, { link })).status).toBe(404)
    // With the cookie from another site: refused before anything is read.
    expect((await ask(lotte, { link }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await ask(lotte, { uuid: 'not-a-uuid', link })).status).toBe(400)
    expect((await ask(lotte, {})).status).toBe(400)

    const answer = await ask(
      lotte,
      { name: 'cv.pdf', link, uuid: lotteTalentId },
      { 'sec-fetch-site': 'same-origin' },
    )
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { data: { filled: number } }).data.filled).toBeGreaterThan(3)
    expect((await loadProfile(context.db, lotte, 'fr')).values.experiences.experiences).toHaveLength(2)
    expect((await loadProfile(context.db, bram, 'fr')).values.experiences.experiences).toHaveLength(0)
  })

  it('says 422 for a PDF without text', async () => {
    const link = await upload(bram, await blankScan())
    const answer = await ask(bram, { link }, { authorization: 'Bearer whatever' })
    expect(answer.status).toBe(422)
  })

  it('takes or dismisses a proposal: taking saves it and marks it to check', async () => {
    // Lotte's e-mail (her account's) differs from her CV's: proposed, not written.
    const before = await loadProfile(context.db, lotte, 'fr')
    const proposal = before.cvImport?.proposals.information?.find((item) => item.field === 'email')
    expect(proposal).toBeDefined()
    expect(
      await resolveProposal(context.db, lotte, 'fr', {
        section: 'information',
        field: 'email',
        take: true,
      }),
    ).toBe(true)
    const after = await loadProfile(context.db, lotte, 'fr')
    expect(after.values.information.email).toBe(proposal!.value)
    expect(after.cvImport?.toCheck).toContain('information.email')
    expect(after.cvImport?.proposals.information?.some((item) => item.field === 'email')).toBe(false)
    // Gone once answered; Bram has nothing to answer.
    expect(
      await resolveProposal(context.db, lotte, 'fr', {
        section: 'information',
        field: 'email',
        take: true,
      }),
    ).toBe(false)
    expect(await resolveProposal(context.db, bram, 'fr', { section: 'experiences', take: true })).toBe(false)
  })
})

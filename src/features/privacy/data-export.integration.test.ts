import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { replaceTalentFile } from '~/features/uploads/talent-files.server'
import { storeUpload } from '~/features/uploads/uploads.server'
import {
  companies,
  contactMessages,
  newsletterSubscribers,
  organisationRequests,
  outgoingMails,
  talentContacts,
  talentExperiences,
  talentSkills,
  users,
} from '~/server/db/schema'
import {
  type StorageContext,
  storageCases,
  storageWithTwoTalents,
  type TestTalent,
} from '../../../tests/storage-setup'
import { pdfFile, photo } from '../../../tests/upload-files'
import { handleDataExport } from './data-export-endpoint.server'

type Exported = Record<string, unknown> & {
  user: Record<string, unknown>
  uploaded_files: { id: string; archive_path: string; originalName: string }[]
}

describe.each(storageCases())('the data export on $name', (storageCase) => {
  let context: StorageContext
  let lotte: TestTalent
  let bram: TestTalent

  storageWithTwoTalents(storageCase, (suite) => ({ context, lotte, bram } = suite))
  beforeAll(async () => {
    const { db } = context
    await db.update(users).set({ passwordHash: '$argon2id$secret-hash' })
    await db.insert(talentExperiences).values({
      talentId: lotte.talentId,
      company: 'Boeren aan huis',
      postTitle: 'Logisticienne',
      startMonth: '2021-02',
    })
    await db.insert(talentSkills).values({ talentId: lotte.talentId, label: 'Tractor', type: 'hard' })
    await db.insert(newsletterSubscribers).values({ email: lotte.email.toUpperCase(), locale: 'nl' })
    await db.insert(contactMessages).values([
      {
        subject: 'other',
        firstName: 'Lotte',
        lastName: 'Test',
        email: lotte.email,
        message: 'Dag Tremplin',
        locale: 'nl',
      },
      {
        subject: 'other',
        firstName: 'Bram',
        lastName: 'Test',
        email: bram.email,
        message: 'Hallo',
        locale: 'nl',
      },
    ])
    await db.insert(outgoingMails).values({
      userId: lotte.userId,
      toAddress: lotte.email,
      subject: 'Welkom',
      text: 'Welkom Lotte',
      html: '<p>Welkom Lotte</p>',
    })
    const cv = await storeUpload(db, lotte.userId, { name: 'Mijn CV.pdf', bytes: await pdfFile() }, 'cv')
    await replaceTalentFile(db, lotte.userId, 'cv', cv.location)
    await storeUpload(db, lotte.userId, { name: 'ik.jpg', bytes: await photo('jpeg') })
    await storeUpload(db, bram.userId, { name: 'bram.pdf', bytes: await pdfFile() })
    const [company] = await db
      .insert(companies)
      .values({ name: 'Boerenbond', size: '5_50' })
      .returning({ id: companies.id })
    await db.insert(talentContacts).values([
      { talentId: lotte.talentId, companyId: company!.id, message: 'Dag Lotte, interesse?' },
      { talentId: bram.talentId, companyId: company!.id, message: 'Dag Bram' },
    ])
    await db.insert(organisationRequests).values({
      name: 'Lottes vzw',
      size: 'under_5',
      mission: 'Voedsel',
      commitments: 'Lokaal',
      contactFirstName: 'Lotte',
      contactLastName: 'Test',
      contactEmail: lotte.email.toUpperCase(),
      locale: 'nl',
    })
  })

  it('zips every row about her (never the password hash) and her files, nobody else’s', async () => {
    const response = await handleDataExport(context.db, lotte.userId, new Date('2026-11-20T10:00:00Z'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="tremplin-data-2026-11-20.zip"',
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const archive = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const text = new TextDecoder().decode(archive['data.json'])
    const data = JSON.parse(text) as Exported
    expect(text).not.toContain('secret-hash')
    expect(data.user).toMatchObject({
      id: lotte.userId,
      email: lotte.email,
      password: '(set; never exported)',
    })
    expect(data.user).not.toHaveProperty('passwordHash')
    expect(data.talent).toMatchObject({ id: lotte.talentId })
    expect(data.experiences).toMatchObject([{ company: 'Boeren aan huis' }])
    expect(data.skills).toMatchObject([{ label: 'Tractor' }])
    expect(data.newsletter).toHaveLength(1)
    expect(data.contact_messages).toMatchObject([{ message: 'Dag Tremplin' }])
    expect(data.e_mails_sent_to_you).toMatchObject([{ subject: 'Welkom' }])
    expect(data.messages_from_recruiters).toMatchObject([
      { organisation: 'Boerenbond', message: 'Dag Lotte, interesse?' },
    ])
    expect(data.organisation_requests).toMatchObject([{ name: 'Lottes vzw' }])
    expect(text).not.toContain(bram.email)
    expect(data.uploaded_files.map((file) => file.originalName).sort()).toEqual(['Mijn CV.pdf', 'ik.jpg'])
    expect(text).not.toContain('storageKey')
    const files = Object.keys(archive).filter((name) => name.startsWith('files/'))
    expect(files.sort()).toEqual(data.uploaded_files.map((file) => file.archive_path).sort())
    const cv = data.uploaded_files.find((file) => file.originalName === 'Mijn CV.pdf')!
    expect(cv.archive_path).toBe(`files/${cv.id}-Mijn CV.pdf`)
    expect(new TextDecoder().decode(archive[cv.archive_path]!.subarray(0, 5))).toBe('%PDF-')
    const picture = data.uploaded_files.find((file) => file.originalName === 'ik.jpg')!
    expect(picture.archive_path).toMatch(/-ik\.webp$/)
  })

  it('is for the signed-in user only, and rate-limited', async () => {
    expect((await handleDataExport(context.db, null)).status).toBe(401)
    expect((await handleDataExport(context.db, crypto.randomUUID())).status).toBe(401)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await handleDataExport(context.db, bram.userId)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

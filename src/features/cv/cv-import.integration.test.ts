import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { CvExtraction } from '~/domain/cv-extraction'
import { type SectionSave, sectionSaveSchema } from '~/domain/profile'
import { loadProfile, type ProfileOwner, saveProfileSection } from '~/features/profile/profile.server'
import { ownUpload, storeUpload } from '~/features/uploads/uploads.server'
import { users } from '~/server/db/schema'
import { blankScan, LOTTE_CV, lotteCv, scannedCv, sparseCv } from '../../../tests/cv-files'
import { createTalent, diskStorageCases, suiteStorage } from '../../../tests/storage-setup'
import { applyExtraction, importCv } from './cv-import.server'
import { ocrAvailable } from './extraction/ocr.server'

const EMPTY_PROFILE = {
  title: null,
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  city: null,
  website: null,
  linkedin: null,
  birthdate: null,
}
const ENTRY = { city: null, end: null, currently_working: true, contract_type: null, summary: null }

describe.each(diskStorageCases())('importing a CV on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  const owner = async (firstName: string): Promise<ProfileOwner> => {
    const { userId, email } = await createTalent(context.db, firstName)
    return { id: userId, email, firstName, lastName: '' }
  }
  const uploadCv = async (who: ProfileOwner, bytes: Uint8Array) =>
    (await storeUpload(context.db, who.id, { name: 'cv.pdf', bytes }, 'cv')).location

  it('fills an empty profile from the CV, marks what it filled to check, and keeps the CV', async () => {
    const lotte = await owner('Lotte')
    const cv = await uploadCv(lotte, await lotteCv())
    const outcome = await importCv(context.db, lotte, 'nl', cv)
    // Nine information values, two experiences, one diploma, three skills, three languages; the
    // diploma's years without months and the guessed headline are the unsure ones.
    expect(outcome).toMatchObject({ ok: true, proposed: 1, little: false })
    if (!outcome.ok) return
    expect(outcome.filled).toBeGreaterThanOrEqual(12)
    expect(outcome.unsure).toBeGreaterThanOrEqual(1)
    expect(outcome.unsure).toBeLessThan(outcome.filled / 2)

    const profile = await loadProfile(context.db, lotte, 'nl')
    // Her first name and address come from her account; the CV's other address is only proposed.
    const { email, ...fromCv } = LOTTE_CV
    expect(profile.values.information).toMatchObject({ ...fromCv, email: lotte.email, cv })
    expect(profile.cvImport?.proposals).toEqual({ information: [{ field: 'email', value: email }] })
    expect(profile.values.experiences.experiences).toMatchObject([
      {
        company: 'Energiecoöperatie Ecopower',
        postTitle: 'Projectcoördinator',
        city: 'Gent',
        region: 'east_flanders',
        startMonth: '2021-03',
        currentlyWorking: true,
        contractType: 'cdi',
      },
      { company: 'Natuurpunt vzw', postTitle: 'Vrijwilliger', startMonth: '2018-09', endMonth: '2021-02' },
    ])
    expect(profile.values.experiences.experiences[0]!.summary).toBe(
      '<ul><li><p>Begeleiding van 15 buurtprojecten rond zonne-energie</p></li><li><p>Opvolging van het jaarbudget</p></li></ul>',
    )
    expect(profile.values.diplomas.diplomas).toMatchObject([
      {
        name: 'Master in de bio-ingenieurswetenschappen',
        school: 'Universiteit Gent',
        // "2016 – 2018": the months are hers to add, never invented.
        startMonth: '',
        endMonth: '',
        type: 'master',
      },
    ])
    expect(profile.values.skills.languages).toEqual([
      { language: 'nl', level: 'native' },
      { language: 'fr', level: 'advanced' },
      { language: 'en', level: 'intermediate' },
    ])
    expect(profile.values.skills.skills.map((skill) => skill.label)).toEqual(
      expect.arrayContaining(['Excel', 'Facilitatie']),
    )
    expect(profile.cvImport?.toCheck).toEqual(
      expect.arrayContaining([
        'information.lastName',
        'information.city',
        'experiences',
        'diplomas',
        'skills',
      ]),
    )
    expect(profile.cvImport?.toCheck).not.toContain('information.firstName')
    const [account] = await context.db.select().from(users).where(eq(users.id, lotte.id))
    expect(account?.hasUsedAiCv).toBe(true)

    // Saving a section is checking it.
    const save = sectionSaveSchema.parse({
      section: 'information',
      version: profile.versions.information,
      values: profile.values.information,
    }) as SectionSave
    expect(await saveProfileSection(context.db, lotte, save)).toEqual({ ok: true })
    const checked = await loadProfile(context.db, lotte, 'nl')
    expect(checked.cvImport?.toCheck.some((path) => path.startsWith('information'))).toBe(false)
    expect(checked.cvImport?.toCheck).toContain('experiences')
  })

  it('never overwrites what she typed: the CV’s other values and entries wait as proposals', async () => {
    const bram = await owner('Bram')
    const profile = await loadProfile(context.db, bram, 'fr')
    const typed = {
      ...profile.values.information,
      lastName: 'Claes',
      city: 'Antwerpen',
      phone: '+32470000000',
    }
    await saveProfileSection(context.db, bram, {
      section: 'information',
      version: profile.versions.information,
      values: typed,
    })
    await saveProfileSection(context.db, bram, {
      section: 'experiences',
      version: profile.versions.experiences,
      values: {
        experiences: [
          {
            company: 'Natuurpunt vzw',
            postTitle: 'Vrijwilliger',
            city: 'Leuven',
            region: 'flemish_brabant',
            startMonth: '2018-09',
            endMonth: '2021-02',
            currentlyWorking: false,
            contractType: 'benevolat',
            summary: '',
          },
        ],
      },
    })
    const outcome = await importCv(context.db, bram, 'fr', await uploadCv(bram, await lotteCv()))
    expect(outcome).toMatchObject({ ok: true })
    const after = await loadProfile(context.db, bram, 'fr')
    expect(after.values.information).toMatchObject({
      lastName: 'Claes',
      city: 'Antwerpen',
      phone: '+32470000000',
    })
    expect(after.cvImport?.proposals.information).toEqual(
      expect.arrayContaining([
        { field: 'lastName', value: 'Peeters' },
        { field: 'city', value: 'Gent' },
        { field: 'phone', value: '+32486451278' },
      ]),
    )
    // Her experience stays alone; the CV's other one is proposed, the one she has is not.
    expect(after.values.experiences.experiences).toHaveLength(1)
    expect(after.cvImport?.proposals.experiences?.map((entry) => entry.company)).toEqual([
      'Energiecoöperatie Ecopower',
    ])
  })

  it('says so when a CV gives almost nothing, and writes none of its guesses', async () => {
    const marie = await owner('Marie')
    const before = await loadProfile(context.db, marie, 'fr')
    const cv = await uploadCv(marie, await sparseCv())
    const outcome = await importCv(context.db, marie, 'fr', cv)
    expect(outcome).toMatchObject({ ok: true, little: true, filled: 0, unsure: 0 })
    const after = await loadProfile(context.db, marie, 'fr')
    expect(after.values.information).toEqual({ ...before.values.information, cv })
    expect(after.values.experiences).toEqual(before.values.experiences)
    expect(after.values.diplomas).toEqual(before.values.diplomas)
    expect(after.values.skills).toEqual(before.values.skills)
    expect(after.cvImport?.toCheck).toEqual([])
  })

  it('proposes the values the reader is unsure of instead of writing them', async () => {
    const noor = await owner('Noor')
    const cv = await uploadCv(noor, await lotteCv())
    const file = await ownUpload(context.db, noor.id, cv, ['cv'])
    const extraction: CvExtraction = {
      lang: 'nl',
      extractable: true,
      profile: {
        ...EMPTY_PROFILE,
        last_name: 'Janssens',
        city: 'Zonnebloem',
        email: 'noor.janssens@example.be',
      },
      experiences: [
        { ...ENTRY, company: 'Oxfam-Wereldwinkels', post: 'Winkelverantwoordelijke', start: '2019-04' },
        { ...ENTRY, company: null, post: 'Ik hou van fietsen en koken.', start: null },
      ],
      skills: ['Excel', 'Facilitatie', 'Onthaal', 'Kassa'],
      confidence: {
        'profile.last_name': 0.95,
        'profile.email': 0.95,
        'profile.city': 0.4,
        'experiences.0': 0.9,
        'experiences.1': 0.3,
        'skills.0': 0.8,
        'skills.1': 0.8,
        'skills.2': 0.8,
        'skills.3': 0.8,
      },
    }
    const outcome = await applyExtraction(context.db, noor, 'nl', extraction, cv, file!.id)
    expect(outcome).toMatchObject({ ok: true, little: false, proposed: 3 })
    const profile = await loadProfile(context.db, noor, 'nl')
    expect(profile.values.information).toMatchObject({ lastName: 'Janssens', city: '' })
    expect(profile.values.experiences.experiences.map((entry) => entry.company)).toEqual([
      'Oxfam-Wereldwinkels',
    ])
    expect(profile.cvImport?.proposals.information).toEqual(
      expect.arrayContaining([{ field: 'city', value: 'Zonnebloem' }]),
    )
    expect(profile.cvImport?.proposals.experiences?.map((entry) => entry.postTitle)).toEqual([
      'Ik hou van fietsen en koken.',
    ])
  })

  it('says a PDF without any text cannot be read, and fills nothing', async () => {
    const sofie = await owner('Sofie')
    const before = await loadProfile(context.db, sofie, 'fr')
    const outcome = await importCv(context.db, sofie, 'fr', await uploadCv(sofie, await blankScan()))
    expect(outcome).toEqual({ ok: false, error: 'unreadable' })
    const after = await loadProfile(context.db, sofie, 'fr')
    expect(after.versions).toEqual(before.versions)
    expect(after.cvImport).toBeNull()
  })

  it('reads a scanned CV by OCR when the server has tesseract', async ({ skip }) => {
    if (!(await ocrAvailable())) skip()
    const ines = await owner('Ines')
    const outcome = await importCv(context.db, ines, 'nl', await uploadCv(ines, await scannedCv()))
    expect(outcome).toMatchObject({ ok: true })
    expect((await loadProfile(context.db, ines, 'nl')).values.information.lastName).toBe('Peeters')
  })

  it('reads only her own CV: none on the profile, or someone else’s, is "no CV"', async () => {
    const lotte = await owner('Lotte')
    const youssef = await owner('Youssef')
    expect(await importCv(context.db, youssef, 'fr', null)).toEqual({ ok: false, error: 'no-cv' })
    const lottesCv = await uploadCv(lotte, await lotteCv())
    expect(await importCv(context.db, youssef, 'fr', lottesCv)).toEqual({ ok: false, error: 'no-cv' })
    expect((await loadProfile(context.db, youssef, 'fr')).values.experiences.experiences).toEqual([])
  })
})

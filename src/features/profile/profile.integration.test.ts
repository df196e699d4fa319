import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type SectionSave, sectionSaveSchema } from '~/domain/profile'
import { queryRows } from '~/server/db/client'
import { skills, users } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { loadProfile, saveProfileSection } from './profile.server'

const experience = {
  company: 'Coopérative Énergie Citoyenne',
  postTitle: 'Chargée de projet',
  city: 'Gent',
  region: 'east_flanders' as const,
  startMonth: '2021-03',
  endMonth: '2023-06',
  currentlyWorking: false,
  contractType: 'cdi' as const,
  summary: '<p>Coordination <strong>citoyenne</strong></p><script>alert(1)</script>',
}

describe.each(engines())('the talent profile on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 0 })
  let owner: { id: string; email: string; firstName: string; lastName: string }
  let other: typeof owner

  const save = (input: unknown, who = owner) =>
    saveProfileSection(database.db, who, sectionSaveSchema.parse(input) as SectionSave)

  beforeAll(async () => {
    const [a, b] = await database.db
      .insert(users)
      .values([
        { email: 'lotte@example.be', firstName: 'Lotte', lastName: 'Peeters' },
        { email: 'youssef@example.be', firstName: 'Youssef', lastName: 'Amrani' },
      ])
      .returning()
    owner = { id: a!.id, email: a!.email, firstName: a!.firstName, lastName: a!.lastName }
    other = { id: b!.id, email: b!.email, firstName: b!.firstName, lastName: b!.lastName }
  })

  it('starts from the account: names and address, every section at version 0 and incomplete', async () => {
    const profile = await loadProfile(database.db, owner, 'nl')
    expect(profile.values.information).toMatchObject({
      firstName: 'Lotte',
      lastName: 'Peeters',
      email: 'lotte@example.be',
    })
    expect(Object.values(profile.versions)).toEqual([0, 0, 0, 0, 0, 0])
    expect(profile.completion).toBe(0)
  })

  it('saves a section whole, raises its version, and the account follows the names', async () => {
    const profile = await loadProfile(database.db, owner, 'nl')
    const outcome = await save({
      section: 'information',
      version: profile.versions.information,
      values: {
        ...profile.values.information,
        firstName: 'Lotte-Marie',
        phone: '+32470123456',
        city: 'Gent',
      },
    })
    expect(outcome).toEqual({ ok: true })
    const after = await loadProfile(database.db, owner, 'nl')
    expect(after.versions.information).toBe(1)
    expect(after.values.information).toMatchObject({
      firstName: 'Lotte-Marie',
      phone: '+32470123456',
      city: 'Gent',
    })
    const [account] = await database.db.select().from(users).where(eq(users.id, owner.id))
    expect(account?.firstName).toBe('Lotte-Marie')
  })

  it('refuses a save made from an older version: the second tab does not overwrite the first', async () => {
    const profile = await loadProfile(database.db, owner, 'nl')
    const values = { ...profile.values.impact, superpower: 'Écouter' }
    expect(await save({ section: 'impact', version: profile.versions.impact, values })).toEqual({ ok: true })
    const stale = await save({
      section: 'impact',
      version: profile.versions.impact,
      values: { ...values, superpower: 'Autre onglet' },
    })
    expect(stale).toEqual({ ok: false, error: 'conflict' })
    expect((await loadProfile(database.db, owner, 'nl')).values.impact.superpower).toBe('Écouter')
  })

  it('keeps experiences most recent first, ongoing ones without an end, and sanitizes their summaries', async () => {
    const profile = await loadProfile(database.db, owner, 'fr')
    const outcome = await save({
      section: 'experiences',
      version: profile.versions.experiences,
      values: {
        experiences: [
          experience,
          {
            ...experience,
            company: 'Bakfiets',
            startMonth: '2023-07',
            endMonth: '2024-01',
            currentlyWorking: true,
          },
        ],
      },
    })
    expect(outcome).toEqual({ ok: true })
    const { values, complete } = await loadProfile(database.db, owner, 'fr')
    expect(values.experiences.experiences.map((e) => [e.company, e.endMonth])).toEqual([
      ['Bakfiets', ''],
      ['Coopérative Énergie Citoyenne', '2023-06'],
    ])
    expect(values.experiences.experiences[1]?.summary).toBe('<p>Coordination <strong>citoyenne</strong></p>')
    expect(complete.experiences).toBe(true)
  })

  it('saves nothing of a section when one of its rows fails', async () => {
    const before = await loadProfile(database.db, owner, 'fr')
    const broken = {
      section: 'experiences',
      version: before.versions.experiences,
      // Past the schema (the server function refuses it), the database refuses the second row.
      values: { experiences: [experience, { ...experience, company: null }] },
    } as unknown as SectionSave
    await expect(saveProfileSection(database.db, owner, broken)).rejects.toThrow()
    const after = await loadProfile(database.db, owner, 'fr')
    expect(after.values.experiences).toEqual(before.values.experiences)
    expect(after.versions.experiences).toBe(before.versions.experiences)
  })

  it('labels known skills in the reader’s language, keeps free ones, and each skill and language once', async () => {
    const [known] = await queryRows<{ id: string; fr: string; nl: string }>(
      database.db,
      sql`select s.id, fr.label as fr, nl.label as nl from skills s
          join skill_translations fr on fr.skill_id = s.id and fr.locale = 'fr'
          join skill_translations nl on nl.skill_id = s.id and nl.locale = 'nl'
          where fr.label <> nl.label limit 1`,
    )
    const [skill] = await database.db.select().from(skills).where(eq(skills.id, known!.id))
    const profile = await loadProfile(database.db, owner, 'fr')
    const outcome = await save({
      section: 'skills',
      version: profile.versions.skills,
      values: {
        skills: [
          { skillId: known!.id, label: known!.fr, type: skill!.type },
          { skillId: null, label: 'Vélo-cargo', type: 'hard' },
          { skillId: null, label: 'VÉLO-CARGO', type: 'soft' },
        ],
        languages: [
          { language: 'nl', level: 'native' },
          { language: 'fr', level: 'advanced' },
          { language: 'nl', level: 'beginner' },
        ],
      },
    })
    expect(outcome).toEqual({ ok: true })
    const nl = await loadProfile(database.db, owner, 'nl')
    expect(nl.values.skills.skills.map((s) => s.label)).toEqual([known!.nl, 'Vélo-cargo'])
    expect(nl.values.skills.languages).toEqual([
      { language: 'nl', level: 'native' },
      { language: 'fr', level: 'advanced' },
    ])
    expect(nl.complete.skills).toBe(true)
  })

  it('keeps each talent to their own profile', async () => {
    const mine = await loadProfile(database.db, owner, 'fr')
    const theirs = await loadProfile(database.db, other, 'fr')
    expect(theirs.values.information.firstName).toBe('Youssef')
    expect(theirs.values.experiences.experiences).toEqual([])
    expect(mine.values.experiences.experiences).toHaveLength(2)
  })
})

import { describe, expect, it } from 'vitest'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { searchSkills, suggestedSkills } from './skills.server'
import { skillSearchParams, toApiSkills, toDefaultSkills } from './skills-api.server'

const labels = (skills: { label: string }[]) => skills.map((skill) => skill.label)

describe.each(engines())('skills catalogue on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 20 })

  it('lists the suggested skills in the reader’s language, alphabetically', async () => {
    const fr = await suggestedSkills(database.db, 'fr')
    const nl = await suggestedSkills(database.db, 'nl')
    expect(fr.length).toBeGreaterThan(5)
    expect(labels(fr)).toContain('Travail en équipe')
    expect(labels(nl)).toContain('Samenwerken')
    expect(nl.map((skill) => skill.id).sort()).toEqual(fr.map((skill) => skill.id).sort())
    expect(labels(fr)).toEqual(labels(fr).toSorted((a, b) => a.localeCompare(b, 'fr')))
    expect(toDefaultSkills(fr)[0]).toEqual({ _id: fr[0]!.id, label: fr[0]!.label, type: fr[0]!.type })
  })

  it('matches the start of a label without accents or case', async () => {
    const plain = await searchSkills(database.db, 'fr', 'energies', 15)
    expect(labels(plain)[0]).toBe('Énergies renouvelables')
    const shouted = await searchSkills(database.db, 'fr', 'ÉCOUTE', 15)
    expect(labels(shouted)[0]).toBe('Écoute active')
    const [skill] = await searchSkills(database.db, 'fr', 'Gestion de p', 15)
    expect(skill).toMatchObject({ label: 'Gestion de projet', type: 'hard', value: 'project_management' })
  })

  it('ranks label prefixes first (shortest first), then word starts', async () => {
    const found = labels(await searchSkills(database.db, 'fr', 'gestion', 15))
    expect(found.slice(0, 5)).toEqual(
      [
        'Gestion de projet',
        'Gestion du stress',
        'Gestion du temps',
        'Gestion budgétaire',
        'Gestion de la paie',
      ].toSorted((a, b) => a.length - b.length || a.localeCompare(b)),
    )
    const words = labels(await searchSkills(database.db, 'en', 'man', 15))
    expect(words).toEqual(
      expect.arrayContaining(['Project management', 'Time management', 'Stress management']),
    )
    // A word after an apostrophe or a hyphen starts too.
    expect(labels(await searchSkills(database.db, 'fr', 'organisation', 15))).toEqual(
      expect.arrayContaining(['Sens de l’organisation', 'Organisation d’événements']),
    )
    expect(labels(await searchSkills(database.db, 'nl', 'rapport', 15))).toContain('CSRD-rapportering')
  })

  it('tolerates typos once the query has three characters', async () => {
    expect(labels(await searchSkills(database.db, 'en', 'javscript', 15))[0]).toBe('JavaScript')
    expect(labels(await searchSkills(database.db, 'fr', 'comunication', 15))[0]).toBe('Communication')
    expect(labels(await searchSkills(database.db, 'nl', 'boekhoudnig', 15))).toContain('Boekhouding')
    // Exact prefixes stay ahead of lookalikes.
    const type = labels(await searchSkills(database.db, 'en', 'typescript', 15))
    expect(type[0]).toBe('TypeScript')
    // Two characters: prefixes only, no trigram noise.
    expect(labels(await searchSkills(database.db, 'en', 'jv', 15))).toEqual([])
  })

  it('answers in the reader’s language', async () => {
    expect(labels(await searchSkills(database.db, 'nl', 'samen', 15))).toEqual(['Samenwerken'])
    expect(labels(await searchSkills(database.db, 'en', 'samen', 15))).toEqual([])
    const [fr] = await searchSkills(database.db, 'fr', 'comptabilité', 1)
    const [en] = await searchSkills(database.db, 'en', 'accounting', 1)
    expect(en!.id).toBe(fr!.id)
    expect(en!.label).toBe('Accounting')
  })

  it('keeps to the limit; an empty query browses, suggested skills first; junk finds nothing', async () => {
    expect(await searchSkills(database.db, 'fr', 'e', 3)).toHaveLength(3)
    expect(await searchSkills(database.db, 'fr', 'a', 50)).not.toHaveLength(0)
    const browse = await searchSkills(database.db, 'fr', '', 50)
    expect(browse).toHaveLength(50)
    const suggested = await suggestedSkills(database.db, 'fr')
    expect(new Set(browse.slice(0, suggested.length).map((skill) => skill.id))).toEqual(
      new Set(suggested.map((skill) => skill.id)),
    )
    for (const junk of ['-', '%', '_', "'; drop table skills; --", '\\', '🌱', 'a'.repeat(200), '(*)']) {
      const found = await searchSkills(database.db, 'en', junk, 15)
      expect(found.length).toBeLessThanOrEqual(15)
    }
    expect(await searchSkills(database.db, 'en', '%', 15)).toEqual([])
    expect(await searchSkills(database.db, 'en', '_', 15)).toEqual([])
  })
})

describe('skills API parameters', () => {
  const parse = (query: Record<string, string>) => skillSearchParams.safeParse(query)

  it('defaults to 15 skills with every field', () => {
    expect(parse({}).data).toEqual({ query: '', limit: 15, select: ['label', 'type', 'value'] })
    expect(parse({ query: 'java', limit: '5', select: 'label' }).data).toEqual({
      query: 'java',
      limit: 5,
      select: ['label'],
    })
    expect(parse({ select: '_id, type ,label,type' }).data?.select).toEqual(['type', 'label'])
  })

  it('refuses bad values with a message naming them', () => {
    for (const limit of ['0', '51', 'abc', '2.5']) expect(parse({ limit }).success).toBe(false)
    expect(parse({ query: 'x'.repeat(101) }).success).toBe(false)
    const bad = parse({ select: 'label,password' })
    expect(bad.error?.issues[0]?.message).toContain('"password"')
  })

  it('projects the selected fields, _id always', () => {
    const skill = { id: 'a', label: 'SQL', type: 'hard' as const, value: 'sql' }
    expect(toApiSkills([skill], ['label', 'type', 'value'])).toEqual([
      { _id: 'a', label: 'SQL', type: 'hard', value: 'sql' },
    ])
    expect(toApiSkills([skill], ['value'])).toEqual([{ _id: 'a', value: 'sql' }])
  })
})

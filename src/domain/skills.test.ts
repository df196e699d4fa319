import { describe, expect, it } from 'vitest'
import {
  addSkill,
  type ChosenSkill,
  chosenSkillsSchema,
  excludeChosen,
  freeSkill,
  fromSuggestion,
  isChosen,
  MAX_SKILLS,
  type SkillSuggestion,
} from './skills'

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const suggestion = (n: number, label: string): SkillSuggestion => ({ _id: ID(n), label, type: 'hard' })

describe('chosen skills', () => {
  it('leaves chosen skills out of the suggestions, by id or by label whatever its case, and keeps to the limit', () => {
    const suggestions = [
      suggestion(1, 'JavaScript'),
      suggestion(2, 'Java'),
      suggestion(3, 'TypeScript'),
      suggestion(4, 'SQL'),
    ]
    const chosen: ChosenSkill[] = [
      { skillId: ID(1), label: 'JavaScript', type: 'hard' },
      { skillId: null, label: '  typescript ', type: 'soft' },
    ]
    expect(excludeChosen(suggestions, chosen, 15).map((s) => s.label)).toEqual(['Java', 'SQL'])
    expect(excludeChosen(suggestions, [], 2).map((s) => s.label)).toEqual(['JavaScript', 'Java'])
  })

  it('turns typed text into a free skill, hard until the talent says otherwise', () => {
    expect(freeSkill('  Vélo   cargo ')).toEqual({ skillId: null, label: 'Vélo cargo', type: 'hard' })
    expect(freeSkill('   ')).toBeNull()
    expect(freeSkill('x'.repeat(81))).toBeNull()
    expect(fromSuggestion({ _id: ID(9), label: 'Empathie', type: 'soft' })).toEqual({
      skillId: ID(9),
      label: 'Empathie',
      type: 'soft',
    })
  })

  it('adds a skill once, and no more than the maximum', () => {
    const one = addSkill([], { skillId: null, label: 'Permaculture', type: 'hard' })
    expect(addSkill(one, { skillId: null, label: 'PERMACULTURE', type: 'soft' })).toEqual(one)
    expect(isChosen(one, { skillId: null, label: 'permaculture' })).toBe(true)
    const full = Array.from({ length: MAX_SKILLS }, (_, n) => ({
      skillId: null,
      label: `S${n}`,
      type: 'hard' as const,
    }))
    expect(addSkill(full, { skillId: null, label: 'One more', type: 'hard' })).toHaveLength(MAX_SKILLS)
  })

  it('the schema the profile save uses: known or free, hard or soft, labels 1 to 80 characters, 50 at most', () => {
    const valid = [
      { skillId: ID(1), label: 'Excel', type: 'hard' },
      { skillId: null, label: ' Écoute ', type: 'soft' },
    ]
    expect(chosenSkillsSchema.parse(valid)[1]!.label).toBe('Écoute')
    const errorOf = (value: unknown) => chosenSkillsSchema.safeParse(value).error?.issues[0]?.message
    expect(errorOf([{ skillId: null, label: '  ', type: 'hard' }])).toBe('required')
    expect(errorOf([{ skillId: null, label: 'x'.repeat(81), type: 'hard' }])).toBe('tooLong')
    expect(chosenSkillsSchema.safeParse([{ skillId: 'not-a-uuid', label: 'A', type: 'hard' }]).success).toBe(
      false,
    )
    expect(chosenSkillsSchema.safeParse([{ skillId: null, label: 'A', type: 'medium' }]).success).toBe(false)
    const tooMany = Array.from({ length: MAX_SKILLS + 1 }, (_, n) => ({
      skillId: null,
      label: `S${n}`,
      type: 'hard',
    }))
    expect(errorOf(tooMany)).toBe('tooMany')
  })
})

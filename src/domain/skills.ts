/**
 * A talent's skills (docs/product.md#data): known skills of the catalogue (`skillId`) or free ones typed by the talent,
 * each hard or soft, in the talent's order. The value of the skills field, the profile form and its save.
 */
import { z } from 'zod/mini'
import { SKILL_TYPES, type SkillType } from './enums'
import { RULES } from './validation'

/** At most this many skills on a profile (the save refuses more). */
export const MAX_SKILLS = 50
/** A skill's label, known or free, is at most this long. */
export const SKILL_LABEL_MAX = 80
/** The skills search (`/api/skills`) answers at most this many skills, and reads this much of the query. */
export const SKILLS_SEARCH_MAX_LIMIT = 50
export const SKILLS_QUERY_MAX_LENGTH = 100

/** One chosen skill: a known one (`skillId`, labelled in the reader's language) or a free one (`null`). */
export type ChosenSkill = { skillId: string | null; label: string; type: SkillType }

/** A skill of the catalogue as the autocomplete offers it (`/api/skills`, `/api/skills/default`). */
export type SkillSuggestion = { _id: string; label: string; type: SkillType }

export const chosenSkillSchema = z.object({
  skillId: z.nullable(z.uuid()),
  label: z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(SKILL_LABEL_MAX, RULES.tooLong)),
  type: z.enum(SKILL_TYPES),
})

/**
 * The skills of a profile, at most `MAX_SKILLS`. The field never adds a skill twice; a save that names one
 * twice anyway keeps the first (the profile's `writeSkills`), so the schema does not refuse it.
 */
export const chosenSkillsSchema = z.array(chosenSkillSchema).check(z.maxLength(MAX_SKILLS, RULES.tooMany))

/** What makes two skills the same for a talent: the label, trimmed, spaces collapsed, case ignored. */
export function skillKey(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
}

/** Whether a skill (known by id, or by its label) is already chosen. */
export function isChosen(chosen: readonly ChosenSkill[], skill: { skillId: string | null; label: string }) {
  const key = skillKey(skill.label)
  return chosen.some(
    (existing) =>
      (skill.skillId !== null && existing.skillId === skill.skillId) || skillKey(existing.label) === key,
  )
}

/** docs/product.md#input-rules: the suggestions never repeat a chosen skill; at most `limit` of them. */
export function excludeChosen<T extends SkillSuggestion>(
  suggestions: readonly T[],
  chosen: readonly ChosenSkill[],
  limit: number,
): T[] {
  return suggestions
    .filter((suggestion) => !isChosen(chosen, { skillId: suggestion._id, label: suggestion.label }))
    .slice(0, limit)
}

/** The skill a suggestion becomes once chosen: the catalogue's id, label and type. */
export function fromSuggestion(suggestion: SkillSuggestion): ChosenSkill {
  return { skillId: suggestion._id, label: suggestion.label, type: suggestion.type }
}

/**
 * A free skill from typed text (spaces tidied), or null when there is nothing to add. It is hard by
 * default (most free skills are tools and trades); the talent can switch it to soft.
 */
export function freeSkill(text: string): ChosenSkill | null {
  const label = text.trim().replace(/\s+/g, ' ')
  if (label.length === 0 || label.length > SKILL_LABEL_MAX) return null
  return { skillId: null, label, type: 'hard' }
}

/** Adds a skill at the end unless it is already there or the list is full (the list is returned as is). */
export function addSkill(chosen: readonly ChosenSkill[], skill: ChosenSkill): ChosenSkill[] {
  if (chosen.length >= MAX_SKILLS || isChosen(chosen, skill)) return [...chosen]
  return [...chosen, skill]
}

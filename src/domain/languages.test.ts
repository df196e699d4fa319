import { describe, expect, it } from 'vitest'
import {
  addLanguage,
  isLanguageCode,
  LANGUAGE_CODES,
  languagesLeft,
  MAX_LANGUAGES,
  spokenLanguagesSchema,
} from './languages'

describe('spoken languages', () => {
  it('offers about forty ISO 639-1 codes, each once, Belgium’s three first', () => {
    expect(LANGUAGE_CODES.length).toBeGreaterThanOrEqual(40)
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length)
    expect(LANGUAGE_CODES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true)
    expect(LANGUAGE_CODES.slice(0, 3)).toEqual(['fr', 'nl', 'de'])
    expect(isLanguageCode('nl')).toBe(true)
    expect(isLanguageCode('xx')).toBe(false)
  })

  it('never offers or lists a language twice', () => {
    const chosen = addLanguage([{ language: 'nl', level: 'native' }], { language: 'fr', level: 'advanced' })
    expect(languagesLeft(chosen)).not.toContain('nl')
    expect(languagesLeft(chosen)).toHaveLength(LANGUAGE_CODES.length - 2)
    // Adding a listed language again changes its level in place.
    expect(addLanguage(chosen, { language: 'nl', level: 'beginner' })).toEqual([
      { language: 'nl', level: 'beginner' },
      { language: 'fr', level: 'advanced' },
    ])
  })

  it('the schema: a known code, one of the four levels, 20 at most', () => {
    expect(spokenLanguagesSchema.safeParse([{ language: 'nl', level: 'native' }]).success).toBe(true)
    expect(spokenLanguagesSchema.safeParse([{ language: 'klingon', level: 'native' }]).success).toBe(false)
    expect(spokenLanguagesSchema.safeParse([{ language: 'nl', level: 'fluent' }]).success).toBe(false)
    const many = LANGUAGE_CODES.slice(0, MAX_LANGUAGES + 1).map((language) => ({
      language,
      level: 'beginner',
    }))
    expect(spokenLanguagesSchema.safeParse(many).error?.issues[0]?.message).toBe('tooMany')
  })
})

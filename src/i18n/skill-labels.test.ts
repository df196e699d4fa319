import { describe, expect, it } from 'vitest'
import { languageName } from './skill-labels'

describe('language names', () => {
  it('names a language in the reader’s language, capitalised as a list entry', () => {
    expect(languageName('nl', 'fr')).toBe('Néerlandais')
    expect(languageName('nl', 'nl')).toBe('Nederlands')
    expect(languageName('nl', 'en')).toBe('Dutch')
    expect(languageName('ar', 'fr')).toBe('Arabe')
  })
})

import { describe, expect, it } from 'vitest'
import { storableStrings, storableText } from './storable-text'

describe('text PostgreSQL can keep', () => {
  it('drops NUL and replaces a lone surrogate, keeping pairs (emoji) and everything else', () => {
    expect(storableText('a\u0000b')).toBe('ab')
    expect(storableText('x\ud800y\udc00z')).toBe('x\uFFFDy\uFFFDz')
    expect(storableText('Gent 😀 — “ok” \t\n')).toBe('Gent 😀 — “ok” \t\n')
    expect(storableText('😀\ud83d')).toBe('😀\uFFFD')
  })

  it('walks plain objects and arrays, keys included; files, dates and other objects stay as they are', () => {
    const file = new File(['%PDF-\u0000'], 'cv.pdf')
    const day = new Date(0)
    const input = {
      name: 'Lien\u0000',
      experiences: [{ 'title\u0000': 'Dev\ud800', years: 3, current: true, end: null }],
      nested: Object.assign(Object.create(null), { note: '\u0000' }),
      file,
      day,
    }
    expect(storableStrings(input)).toEqual({
      name: 'Lien',
      experiences: [{ title: 'Dev\uFFFD', years: 3, current: true, end: null }],
      nested: { note: '' },
      file,
      day,
    })
    const out = storableStrings(input) as typeof input
    expect(out.file).toBe(file)
    expect(out.day).toBe(day)
    expect(storableStrings(undefined)).toBeUndefined()
    expect(storableStrings(['\u0000', 1])).toEqual(['', 1])
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePoFile } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

/** A missing translation in any locale fails the build: the three catalogues must be complete. */
function catalogue(locale: string) {
  const file = parsePoFile(readFileSync(join('locales', locale, 'messages.po'), 'utf8'))
  return new Map(
    file.items
      .filter((item) => !item.obsolete)
      .map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item]),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort()

describe('message catalogues', () => {
  const source = catalogue('fr')

  it('has messages', () => {
    expect(source.size).toBeGreaterThan(100)
  })

  for (const locale of LOCALES.filter((l) => l !== 'fr')) {
    it(`${locale} translates every message, keeping its placeholders`, () => {
      const target = catalogue(locale)
      const missing: string[] = []
      const broken: string[] = []
      for (const [key, item] of source) {
        const translation = target.get(key)?.msgstr.join('') ?? ''
        if (translation.trim() === '') missing.push(item.msgid)
        else if (placeholders(translation).join() !== placeholders(item.msgid).join())
          broken.push(`${item.msgid} → ${translation}`)
      }
      expect(missing, `untranslated in ${locale}`).toEqual([])
      expect(broken, `placeholders differ in ${locale}`).toEqual([])
    })
  }
})

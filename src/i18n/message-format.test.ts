import { type Messages, setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { createI18n, loadMessages } from './catalog'
import { FORMAT_LOCALES, LOCALES } from './locales'
import { withFastMessages } from './message-format'

/** Lingui as it comes, beside the server render's i18n: every message must read the same through both. */
function linguiAlone(locale: (typeof LOCALES)[number], messages: Messages) {
  return setupI18n({ locale, locales: [FORMAT_LOCALES[locale]], messages: { [locale]: messages } })
}

/** The names a compiled message's placeholders use, nested ones included. */
function placeholderNames(tokens: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return names
  for (const token of tokens) {
    if (!Array.isArray(token)) continue
    names.add(token[0] as string)
    for (const branch of Object.values((token[2] ?? {}) as Record<string, unknown>))
      placeholderNames(branch, names)
  }
  return names
}

// Plural categories of the three languages (one, other, =0, …), select cases and plain text.
const SAMPLES: unknown[] = [0, 1, 2, 5, 21, 1234.5, -1, 'other', 'female', 'Liège & <Gent>', undefined, null]

describe('the app’s message formatting', () => {
  it.each(LOCALES)(
    'reads every message of the %s catalogue as Lingui does, with any values',
    async (locale) => {
      const messages = await loadMessages(locale)
      const app = withFastMessages(createI18n(locale, messages))
      const lingui = linguiAlone(locale, messages)
      let compared = 0
      for (const [id, message] of Object.entries(messages)) {
        const names = [...placeholderNames(message)]
        for (const sample of SAMPLES) {
          const values = Object.fromEntries(names.map((name) => [name, sample]))
          expect(app._(id, values), `${locale} ${id} ${String(sample)}`).toBe(lingui._(id, values))
          expect(app.t({ id, values })).toBe(lingui.t({ id, values }))
          compared++
        }
      }
      expect(compared).toBeGreaterThan(1000)
    },
  )

  it('leaves plurals, selects, nested cases and what it does not format to Lingui’s rules', () => {
    const messages: Messages = {
      plural: [['count', 'plural', { 0: ['aucune'], one: ['#', ' offre'], other: ['#', ' offres'] }]],
      offset: [
        [
          'count',
          'plural',
          { offset: 1, one: ['vous et ', '#', ' autre'], other: ['vous et ', '#', ' autres'] },
        ],
      ],
      nested: [
        [
          'kind',
          'select',
          {
            cdi: ['CDI (', ['count', 'plural', { one: ['#', ' poste'], other: ['#', ' postes'] }], ')'],
            other: ['#', ' autre'],
          },
        ],
      ],
      ordinal: [['rank', 'selectordinal', { one: ['#re'], other: ['#e'] }]],
      number: ['Salaire : ', ['amount', 'number']],
      escaped: ['Caf\\u00e9 ', ['name']],
    }
    const app = withFastMessages(createI18n('fr', messages))
    const lingui = linguiAlone('fr', messages)
    for (const [id, values] of [
      ['plural', { count: 0 }],
      ['plural', { count: 1 }],
      ['plural', { count: 12345 }],
      ['offset', { count: 2 }],
      ['offset', { count: 5 }],
      ['nested', { kind: 'cdi', count: 3 }],
      ['nested', { kind: 'cdd', count: 3 }],
      ['ordinal', { rank: 1 }],
      ['ordinal', { rank: 2 }],
      ['number', { amount: 3200.5 }],
      ['escaped', { name: 'x' }],
      ['missing', {}],
    ] as const) {
      expect(app._(id, values), id).toBe(lingui._(id, values))
    }
    expect(app._('plural', { count: 12345 })).toBe('12\u202f345 offres')
    expect(app._('escaped', { name: 'x' })).toBe('Café x')
    // A message the catalogue lacks still tells the browser's listener (it loads the rest then).
    const missing: string[] = []
    app.on('missing', ({ id }) => missing.push(id))
    expect(app._({ id: 'absent', message: 'Repli' })).toBe('Repli')
    expect(missing).toEqual(['absent'])
  })
})

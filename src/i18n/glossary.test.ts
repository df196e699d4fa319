import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePoFile } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import type { Locale } from './locales'

/**
 * One concept, one name per language: the word the site uses, and the synonyms that would make a reader
 * wonder whether two screens speak of the same thing ("notifications" in a menu, "alerts" in the e-mail).
 */
type Concept = { name: Record<Locale, string>; forbidden: Partial<Record<Locale, RegExp>> }

const GLOSSARY: Record<string, Concept> = {
  alerts: {
    name: { fr: 'alerte', nl: 'alert', en: 'alert' },
    forbidden: {
      fr: /\bnotifications?\b/i,
      nl: /\b(meldingen|melding|notificaties?|jobalerts?|vacaturealerts?)\b/i,
      en: /\b(notifications?|job alerts?)\b/i,
    },
  },
  applications: {
    name: { fr: 'candidature', nl: 'sollicitatie', en: 'application' },
    forbidden: {
      fr: /\bpostulations?\b/i,
      nl: /\b(kandidatuur|kandidaturen|kandidatures?|applicaties?)\b/i,
      en: /\b(candidac(y|ies)|candidatures?)\b/i,
    },
  },
  organisation: {
    name: { fr: 'organisation', nl: 'organisatie', en: 'organisation' },
    forbidden: { fr: /\borganismes?\b/i, nl: /\borgani[sz]ations?\b/i, en: /\borganizations?\b/i },
  },
  'CV library': {
    name: { fr: 'cvthèque', nl: 'cv-bank', en: 'CV library' },
    forbidden: {
      fr: /\b(cv-thèque|banque de cv|vivier)\b/i,
      nl: /\b(cv-?databank|cv-?theek|cvthèque|cv-bibliotheek|talentenpool)\b/i,
      en: /\b(cv (database|bank)|cvthèque|talent pool)\b/i,
    },
  },
  'selection committee': {
    name: { fr: 'comité de sélection', nl: 'selectiecomité', en: 'selection committee' },
    forbidden: { nl: /\bselectiecommissie\b/i, en: /\bselection (board|panel|commission)\b/i },
  },
  'logging in': {
    name: { fr: 'se connecter', nl: 'aanmelden', en: 'log in' },
    forbidden: { nl: /\b(inloggen|log in|ingelogd)\b/i, en: /\bsign(ed|ing)?[ -]?in\b/i },
  },
}

type Message = { id: string; text: Record<Locale, string> }

function messages(): Message[] {
  const read = (locale: Locale) =>
    new Map(
      parsePoFile(readFileSync(join('locales', locale, 'messages.po'), 'utf8'))
        .items.filter((item) => !item.obsolete)
        .map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item]),
    )
  const [fr, nl, en] = [read('fr'), read('nl'), read('en')]
  // Placeholders name code, not words ({companyName}, {organisation}).
  const words = (text: string | undefined) => (text ?? '').replace(/\{[^{}]*\}/g, '{}')
  return [...fr].map(([key, item]) => ({
    id: item.msgid,
    text: {
      fr: words(item.msgstr.join('') || item.msgid),
      nl: words(nl.get(key)?.msgstr.join('')),
      en: words(en.get(key)?.msgstr.join('')),
    },
  }))
}

describe('one glossary', () => {
  const all = messages()

  it('reads the three catalogues', () => {
    expect(all.length).toBeGreaterThan(100)
  })

  for (const [concept, { name, forbidden }] of Object.entries(GLOSSARY)) {
    it(`names ${concept} "${name.fr}" / "${name.nl}" / "${name.en}", never a synonym`, () => {
      const used = (locale: Locale) =>
        all.some((message) => message.text[locale].toLowerCase().includes(name[locale].toLowerCase()))
      for (const locale of ['fr', 'nl', 'en'] as const)
        expect(used(locale), `${locale} uses "${name[locale]}"`).toBe(true)
      const synonyms = all.flatMap((message) =>
        (['fr', 'nl', 'en'] as const)
          .filter((locale) => forbidden[locale]?.test(message.text[locale]))
          .map((locale) => `${locale}: ${message.text[locale]}`),
      )
      expect(synonyms).toEqual([])
    })
  }

  it('writes no space before : ; ? ! in Dutch and English (French keeps its own)', () => {
    const spaced = all.flatMap((message) =>
      (['nl', 'en'] as const)
        .filter((locale) => /[\s\u00a0\u202f][:;?!]/u.test(message.text[locale]))
        .map((locale) => `${locale}: ${message.text[locale]}`),
    )
    expect(spaced).toEqual([])
  })
})

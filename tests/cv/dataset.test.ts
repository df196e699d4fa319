/**
 * The committed evaluation set is whole and consistent: every manifest entry has its PDF and truth, the
 * truths follow the schema exactly, the text PDFs print every value the truth holds, the scans print none.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type CvResult, LANGUAGE_LEVELS, LAYOUTS, type ManifestEntry } from './schema'
import { aggregateScores, scoreExtraction } from './score'
import { profileFields, truthFields } from './truth-schema'

const ROOT = import.meta.dirname
const manifest = JSON.parse(readFileSync(join(ROOT, 'manifest.json'), 'utf8')) as ManifestEntry[]
const truthOf = (id: string) =>
  JSON.parse(readFileSync(join(ROOT, 'truth', `${id}.json`), 'utf8')) as CvResult

const extracted = z.strictObject({
  ...truthFields,
  profile: z.strictObject({
    ...profileFields,
    phone: z.string().regex(/^\+32\d{8,9}$/),
    city: z.string().min(1),
  }),
  languages: z
    .array(z.strictObject({ language: z.string().regex(/^[a-z]{2}$/), level: z.enum(LANGUAGE_LEVELS) }))
    .min(2),
})
const scan = z.strictObject({ lang: z.enum(['fr', 'nl', 'en']), extractable: z.literal(false) })

async function pdfText(id: string): Promise<{ pages: number; text: string }> {
  const data = new Uint8Array(readFileSync(join(ROOT, 'pdf', `${id}.pdf`)))
  const doc = await getDocumentProxy(data)
  let out = ''
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    out += content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
  }
  return { pages: doc.numPages, text: out }
}

/** For "is this printed": no case, accents, spaces or quote styles. */
const squash = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, '')

describe('the CV evaluation set', () => {
  it('has at least 44 CVs, 40/35/25 % fr/nl/en, every layout, 1 to 3 pages and at least 3 scans', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(44)
    const share = (lang: string) => manifest.filter((m) => m.language === lang).length / manifest.length
    expect(share('fr')).toBeCloseTo(0.4, 1)
    expect(share('nl')).toBeCloseTo(0.35, 1)
    expect(share('en')).toBeCloseTo(0.25, 1)
    for (const layout of LAYOUTS)
      expect(
        manifest.some((m) => m.layout === layout),
        layout,
      ).toBe(true)
    expect(new Set(manifest.map((m) => m.pages))).toEqual(new Set([1, 2, 3]))
    expect(manifest.filter((m) => !m.extractable).length).toBeGreaterThanOrEqual(3)
  })

  it('has exactly one PDF and one truth per manifest entry', () => {
    const ids = manifest.map((m) => m.id).sort()
    expect(readdirSync(join(ROOT, 'pdf')).sort()).toEqual(ids.map((id) => `${id}.pdf`))
    expect(readdirSync(join(ROOT, 'truth')).sort()).toEqual(ids.map((id) => `${id}.json`))
  })

  it.each(manifest.map((m) => [m.id, m] as const))(
    '%s: the truth follows the schema and scores 1 against itself',
    (id, entry) => {
      const t = truthOf(id)
      expect(t.lang).toBe(entry.language)
      if (entry.extractable) extracted.parse(t)
      else scan.parse(t)
      expect(aggregateScores([scoreExtraction(structuredClone(t), t)]).micro.f1).toBe(1)
    },
  )

  it.each(manifest.map((m) => [m.id, m] as const))(
    '%s: the PDF prints what the truth says (or nothing for a scan)',
    async (id, entry) => {
      const { pages, text } = await pdfText(id)
      expect(pages).toBe(entry.pages)
      const t = truthOf(id)
      if (!t.extractable) {
        expect(text.trim()).toBe('')
        return
      }
      const printed = squash(text)
      const values = [
        t.profile.title,
        t.profile.first_name,
        t.profile.last_name,
        t.profile.email,
        t.profile.city,
        t.profile.website,
        t.profile.linkedin,
        ...t.experiences.flatMap((e) => [e.company, e.post, e.city, ...(e.summary?.split('\n') ?? [])]),
        ...t.diplomas.flatMap((d) => [d.name, d.school]),
        ...t.skills,
      ]
      const missing = values.filter(
        (value): value is string => value !== null && !printed.includes(squash(value)),
      )
      expect(missing).toEqual([])
    },
  )
})

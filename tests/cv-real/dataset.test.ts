/**
 * The real-world CV set is whole and honest: both parts have their files, the truths follow the schema,
 * every PDF has 1 to 3 pages with a text layer and prints every value its truth holds (a profile link may
 * sit only in a link annotation behind an icon), the Europass exports carry their XML, and the split keeps
 * the promises of tests/cv-real/README.md.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LANGUAGE_CODES } from '../../src/domain/languages'
import { type ContractType, type CvExtracted, LANGUAGE_LEVELS, type LanguageLevel } from '../cv/schema'
import { aggregateScores, normalizeUrl, scoreExtraction } from '../cv/score'
import { profileFields, text, truthFields } from '../cv/truth-schema'

const ROOT = import.meta.dirname
const PARTS = ['dev', 'held-out'] as const

const entry = z.strictObject({
  id: z.string().regex(/^(fr|nl|en)-\d{2}-[a-z0-9-]+$/),
  lang: z.enum(['fr', 'nl', 'en']),
  language: z.enum(['fr', 'nl', 'en']),
  producer: z.string().min(3),
  template: z.string().min(3),
  licence: z.string().min(3),
  source: z.string().min(3),
  pages: z.number().int().min(1).max(3),
  extractable: z.literal(true),
  features: z.array(z.string()),
})
type Entry = z.infer<typeof entry>

const manifestOf = (part: string) =>
  z.array(entry).parse(JSON.parse(readFileSync(join(ROOT, part, 'manifest.json'), 'utf8')))
const truthOf = (part: string, id: string) =>
  JSON.parse(readFileSync(join(ROOT, part, 'truth', `${id}.json`), 'utf8')) as CvExtracted

const truthSchema = z.strictObject({
  ...truthFields,
  profile: z.strictObject({
    ...profileFields,
    phone: z
      .string()
      .regex(/^\+[1-9]\d{7,13}$/)
      .nullable(),
    city: text,
  }),
  // A code of the profile's list (a sign language has no ISO 639-1 code); a language printed without a
  // level has none, and a CV may print no languages at all.
  languages: z.array(
    z.strictObject({ language: z.enum(LANGUAGE_CODES), level: z.enum(LANGUAGE_LEVELS).nullable() }),
  ),
})

/** The printed words that justify a contract type: a contract word, a post that says it, a section heading. */
const CONTRACT_WORDS: Record<ContractType, RegExp> = {
  cdi: /\bcdi\b|duree indeterminee|onbepaalde duur|\bvast(e)? (contract|benoeming|aanstelling)|permanent contract/,
  cdd: /\bcdd\b|duree determinee|bepaalde duur|tijdelijk contract|vervangingscontract|remplacement|fixed-term|temporary contract/,
  stage: /\bstag(e|es|iair|iaire|iaires)\b|\bintern(s|ship|ships)?\b/,
  job_etudiant: /\betudiants?\b|jobstudent|studentenjob|vakantiejob|student job|working student|werkstudent/,
  benevolat: /benevol|vrijwillig|volunteer|voluntary/,
  flexi_job: /flexi-?job/,
  service_citoyen: /service citoyen/,
  autres: /\binterim\b|independant|freelance|zelfstandige|self-employed|agency work/,
}

/** The printed words that justify a language level: a CEFR code or a level word (LinkedIn's included). */
const LEVEL_WORDS: Record<LanguageLevel, RegExp> = {
  native: /native|mother tongue|maternelle|natale|natif|moedertaal|tweetalig|bilingu/,
  advanced:
    /\bc[12]\b|courant|tres bonne maitrise|avance|vloeiend|zeer goed|gevorderd|fluent|advanced|proficient|full professional|professionnelle complete|volledige professionele/,
  intermediate:
    /\bb[12]\b|bonne connaissance|intermediaire|intermediate|bon niveau|\bgoed\b|redelijk|gemiddeld|\bgood\b|working knowledge|professional working|limited working|capacite professionnelle|werkvaardigheid/,
  beginner: /\ba[12]\b|notions|connaissances de base|debutant|basiskennis|beginner|elementa|\bbasi(c|s)\b/,
}
const LEVEL_WINDOW = 80

/** Lower case, no accents, plain quotes and dashes, single spaces: for word patterns. */
const plain = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u00ad]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')

/** The names a CV may print for a language, in the three languages of the set. */
const languageNames = (code: string) =>
  (['fr', 'nl', 'en'] as const).map((locale) =>
    plain(new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code),
  )

interface Printed {
  pages: number
  text: string
  links: string[]
  attachments: string[]
}
async function read(part: string, id: string): Promise<Printed> {
  const doc = await getDocumentProxy(new Uint8Array(readFileSync(join(ROOT, part, 'pdf', `${id}.pdf`))))
  let text = ''
  const links: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i)
    const content = await page.getTextContent()
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')} `
    for (const a of await page.getAnnotations()) if (a.url) links.push(a.url as string)
  }
  const found: unknown = await doc.getAttachments()
  const attachments = found instanceof Map ? [...found.keys()] : Object.keys(found ?? {})
  return { pages: doc.numPages, text, links, attachments }
}

/** For "is this printed": `plain`, without spaces. */
const squash = (value: string) => plain(value).replaceAll(' ', '')

const all = PARTS.flatMap((part) => manifestOf(part).map((m) => [part, m] as const))

describe('the real-world CV set', () => {
  it('keeps the promised size, languages, producers and split', () => {
    const dev = manifestOf('dev')
    const held = manifestOf('held-out')
    const every = [...dev, ...held]
    expect(every.length).toBeGreaterThanOrEqual(45)
    expect(every.filter((m) => m.lang === 'fr').length).toBeGreaterThanOrEqual(10)
    expect(every.filter((m) => m.lang === 'nl').length).toBeGreaterThanOrEqual(10)
    expect(new Set(every.map((m) => m.producer)).size).toBeGreaterThanOrEqual(8)
    expect(new Set(every.map((m) => m.id)).size).toBe(every.length)
    expect(held.length).toBeGreaterThanOrEqual(18)
    expect(held.filter((m) => m.lang !== 'en').length).toBeGreaterThanOrEqual(10)
    const devTemplates = new Set(dev.map((m) => m.template))
    expect(
      new Set(held.map((m) => m.template).filter((t) => !devTemplates.has(t))).size,
    ).toBeGreaterThanOrEqual(3)
    for (const family of ['linkedin', 'europass'])
      for (const part of [dev, held])
        expect(
          part.some((m) => m.template.startsWith(family)),
          family,
        ).toBe(true)
  })

  it.each(PARTS)('%s: one PDF and one truth per manifest entry', (part) => {
    const ids = manifestOf(part)
      .map((m) => m.id)
      .sort()
    expect(readdirSync(join(ROOT, part, 'pdf')).sort()).toEqual(ids.map((id) => `${id}.pdf`))
    expect(readdirSync(join(ROOT, part, 'truth')).sort()).toEqual(ids.map((id) => `${id}.json`))
  })

  it.each(all.map(([part, m]) => [`${part}/${m.id}`, part, m] as const))(
    '%s: the truth follows the schema and the PDF prints it',
    async (_, part, m: Entry) => {
      const t = truthOf(part, m.id)
      truthSchema.parse(t)
      expect(t.lang).toBe(m.lang)
      expect(aggregateScores([scoreExtraction(structuredClone(t), t)]).micro.f1).toBe(1)

      const printed = await read(part, m.id)
      expect(printed.pages).toBe(m.pages)
      // A value may also be printed hyphenated across two lines ("math-" / "ieu.collard@…").
      const flat = `${squash(printed.text)}|${squash(printed.text.replace(/(\p{L})-\s+(\p{L})/gu, '$1$2'))}`
      const links = printed.links.map(normalizeUrl)
      const isPrinted = (value: string) => flat.includes(squash(value))
      const strings = [
        t.profile.title,
        t.profile.first_name,
        t.profile.last_name,
        t.profile.email,
        t.profile.city,
        ...t.experiences.flatMap((e) => [e.company, e.post, e.city, ...(e.summary?.split('\n') ?? [])]),
        ...t.diplomas.flatMap((d) => [d.name, d.school]),
        ...t.skills,
      ]
      expect(strings.filter((v): v is string => v !== null && !isPrinted(v))).toEqual([])
      // A profile URL is printed, or it is the target of a link whose visible text is an icon or a label.
      for (const url of [t.profile.website, t.profile.linkedin])
        if (url) expect(isPrinted(normalizeUrl(url)) || links.includes(normalizeUrl(url)), url).toBe(true)
      // A phone's national significant number is printed (with or without the country prefix).
      if (t.profile.phone) {
        const digits = printed.text.replace(/\D/g, '')
        const national = t.profile.phone.replace(/^\+(32|33|31|352|34|39|49|1|44|351)/, '')
        expect(digits, t.profile.phone).toContain(national)
      }
      // Every year of the truth's dates is printed.
      const years = [
        t.profile.birthdate,
        ...t.experiences.flatMap((e) => [e.start, e.end]),
        ...t.diplomas.flatMap((d) => [d.start, d.end]),
      ].flatMap((d) => (d ? [d.slice(0, 4)] : []))
      const shortYear = (y: string) => flat.includes(y) || flat.includes(`'${y.slice(2)}`)
      expect(years.filter((y) => !shortYear(y))).toEqual([])
      // A contract type is said somewhere on the page (most posts print none).
      const words = plain(printed.text)
      expect(
        t.experiences
          .filter((e) => e.contract_type && !CONTRACT_WORDS[e.contract_type].test(words))
          .map((e) => `${e.post}: ${e.contract_type}`),
      ).toEqual([])
      // The post is typed without its contract word ("Chargée de communication (CDD)").
      expect(
        t.experiences
          .map((e) => e.post)
          .filter((post) => {
            const aside = /\(([^)]*)\)$/.exec(plain(post ?? ''))?.[1]
            return aside !== undefined && Object.values(CONTRACT_WORDS).some((w) => w.test(aside))
          }),
      ).toEqual([])
      // A level is printed near the language's name (a bar or dots beside it are decoration, not a level).
      const levelNear = (code: string, level: LanguageLevel) =>
        languageNames(code).some((name) => {
          for (let at = words.indexOf(name); at >= 0; at = words.indexOf(name, at + 1))
            if (
              LEVEL_WORDS[level].test(
                words.slice(Math.max(0, at - LEVEL_WINDOW), at + name.length + LEVEL_WINDOW),
              )
            )
              return true
          return false
        })
      expect(
        t.languages
          .filter((l) => l.level && !levelNear(l.language, l.level))
          .map((l) => `${l.language}: ${l.level}`),
      ).toEqual([])
      if (m.features.some((f) => f.includes('Europass-XML-Attachment.xml')))
        expect(printed.attachments).toContain('Europass-XML-Attachment.xml')
      if (m.features.some((f) => f.startsWith('no attachment'))) expect(printed.attachments).toEqual([])
    },
  )
})

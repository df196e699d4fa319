/**
 * The people of the real-world CV set: what a YAML file in people/ holds, and the ground truth derived
 * from it. Printed forms (dates, phones, levels) are written by hand next to the values a careful human
 * would type into the profile form, so a template prints the former and the truth keeps the latter.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

export type Lang = 'fr' | 'nl' | 'en'
export type Level = 'beginner' | 'intermediate' | 'advanced' | 'native'

export interface Exp {
  post: string
  company: string
  city?: string
  /** Country or region printed after the city (not part of the truth). */
  country?: string
  /** ISO 3166 code of the entry's country (Europass XML). */
  cc?: string
  /** The dates as the template prints them, when the template prints the text given. */
  when?: string
  /** `YYYY[-MM]..YYYY[-MM]`, `YYYY[-MM]..now`. */
  span: string
  /** Only when the page says it (a contract word, a post that says it, the section heading). */
  contract?: string
  /** Contract word printed by templates that show one (e.g. "CDD", "Stage"). */
  tag?: string
  bullets?: string[]
  text?: string
  /** A second post at the same employer follows under one company heading. */
  group?: string
}

export interface Edu {
  name: string
  school: string
  city?: string
  country?: string
  cc?: string
  /** European Qualifications Framework level (Europass). */
  eqf?: number
  when?: string
  /** `YYYY..YYYY`, `..YYYY` (one date: the end), `YYYY-MM..study` (still studying). */
  span: string
  type: 'bachelor' | 'master' | 'doctorate' | 'certificate' | 'training' | 'other'
  detail?: string
  /** LinkedIn/JSON Resume split the degree from its field. */
  degree?: string
  field?: string
}

export interface LangItem {
  /** As printed ("Français", "Engels"). */
  name: string
  /** As printed ("C1", "Moedertaal", "Full Professional"). */
  printed?: string
  /** ISO 639-1; absent for a language outside the profile's list (src/domain/languages.ts), which the truth leaves out. */
  code?: string
  level: Level
  /** Europass grid: listening, reading, spoken production, spoken interaction, writing. */
  cefr?: string[]
  /** ISO 639-2 code the Europass XML uses ("fra"). */
  iso3?: string
}

export interface SkillGroup {
  label?: string
  items: string[]
  /** Skill bars, stars or dots: 1..5 (decoration). */
  rating?: number[]
}

export interface Person {
  id: string
  part: 'dev' | 'held-out'
  lang: Lang
  template: string
  features: string[]
  first: string
  last: string
  title?: string
  email: string
  phone?: { printed: string; e164: string }
  /** A second, landline number printed beside the mobile (not the truth). */
  phone2?: string
  city: string
  /** Printed address line(s) replacing the plain city when given. */
  address?: string
  country?: string
  region?: string
  website?: string
  /** The URL behind a website icon when the printed text is an icon or label. */
  websiteUrl?: string
  linkedin?: string
  /** Printed LinkedIn text when it is not the URL (a handle, "LinkedIn"). */
  linkedinLabel?: string
  github?: string
  birth?: { printed: string; iso: string }
  summary?: string
  headings: Record<string, string>
  experiences: Exp[]
  /** Extra career sections (volunteering, internships): heading key -> entries. */
  extra?: { heading: string; entries: Exp[] }[]
  education: Edu[]
  skills: SkillGroup[]
  soft?: SkillGroup
  languages: LangItem[]
  interests?: string[]
  certifications?: string[]
  extraInfo?: string[]
  photo?: boolean
  nationality?: string
  /** PDFKit: PDF's standard 14 fonts instead of embedded Lato. */
  standardFonts?: boolean
  /** Europass: the attached XML (v4 "Candidate" of today's editor, v3 "SkillsPassport" of the former one). */
  europassXml?: 'v4' | 'v3' | 'none'
}

const DIR = join(import.meta.dirname, '..', 'people')

export function loadPeople(): Person[] {
  const people: Person[] = []
  for (const file of readdirSync(DIR).sort()) {
    if (!file.endsWith('.yaml')) continue
    const doc = parse(readFileSync(join(DIR, file), 'utf8')) as Person | Person[]
    people.push(...(Array.isArray(doc) ? doc : [doc]))
  }
  const ids = new Set<string>()
  for (const p of people) {
    if (ids.has(p.id)) throw new Error(`duplicate id ${p.id}`)
    ids.add(p.id)
  }
  return people
}

/** `2019-03..2021-06` → { start, end, current }. */
export function span(s: string): {
  start: string | null
  end: string | null
  current: boolean
  study: boolean
} {
  const [a, b] = s.split('..').map((x) => x.trim())
  const start = a ? a : null
  if (b === 'now') return { start, end: null, current: true, study: false }
  if (b === 'study') return { start, end: null, current: false, study: true }
  return { start, end: b ? b : null, current: false, study: false }
}

const allExperiences = (p: Person) => [...p.experiences, ...(p.extra ?? []).flatMap((x) => x.entries)]

export function truthOf(p: Person) {
  return {
    lang: p.lang,
    extractable: true as const,
    profile: {
      title: p.title ?? null,
      first_name: p.first,
      last_name: p.last,
      email: p.email,
      phone: p.phone?.e164 ?? null,
      city: p.city,
      website: p.websiteUrl ?? p.website ?? p.github ?? null,
      linkedin: p.linkedin ?? null,
      birthdate: p.birth?.iso ?? null,
    },
    experiences: allExperiences(p).map((e) => {
      const d = span(e.span)
      return {
        company: e.company,
        // Typed without its contract word: "Serveuse (flexi-job)" → "Serveuse".
        post: e.contract ? e.post.replace(/\s*\([^)]*\)$/, '') : e.post,
        city: e.city ?? null,
        start: d.start,
        end: d.end,
        currently_working: d.current,
        contract_type: e.contract ?? null,
        summary: e.bullets?.length ? e.bullets.join('\n') : (e.text ?? null),
      }
    }),
    diplomas: p.education.map((d) => {
      const s = span(d.span)
      return {
        name: d.name,
        school: d.school,
        start: s.start,
        end: s.end,
        still_studying: s.study,
        type: d.type,
      }
    }),
    skills: [...p.skills.flatMap((g) => g.items), ...(p.soft?.items ?? [])],
    languages: p.languages.flatMap((l) =>
      l.code ? [{ language: l.code, level: l.level as Level | null }] : [],
    ),
  }
}

export const allExp = allExperiences

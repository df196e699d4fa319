/**
 * Field-level scoring of a CV extraction against its ground truth (docs/cv-import.md). Pure: no I/O.
 *
 * Every field of every entry counts: a value found right is a true positive; a value where the truth has
 * none is a false positive; a truth value the prediction misses is a false negative; a wrong value is
 * both. Experiences and diplomas are first aligned to the truth (optimal assignment on company + post,
 * name + school and start/end), then compared field by field. Skills and languages are compared as sets.
 * The rules are documented in tests/cv/README.md.
 */
import type { CvResult } from './schema'

export const PROFILE_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'email',
  'phone',
  'city',
  'website',
  'linkedin',
  'birthdate',
] as const
export const EXPERIENCE_FIELDS = [
  'company',
  'post',
  'city',
  'start',
  'end',
  'currently_working',
  'contract_type',
  'summary',
] as const
export const DIPLOMA_FIELDS = ['name', 'school', 'start', 'end', 'still_studying', 'type'] as const

/** Every field name the scorer reports, in table order. */
export const FIELD_NAMES: string[] = [
  'lang',
  'extractable',
  ...PROFILE_FIELDS.map((f) => `profile.${f}`),
  ...EXPERIENCE_FIELDS.map((f) => `experiences.${f}`),
  ...DIPLOMA_FIELDS.map((f) => `diplomas.${f}`),
  'skills',
  'languages',
]

export interface FieldCounts {
  /** Occurrences in the truth. */
  n: number
  tp: number
  fp: number
  fn: number
}

export interface Mismatch {
  field: string
  predicted: unknown
  truth: unknown
}

export interface CvScore {
  fields: Record<string, FieldCounts>
  /** What went wrong, for whoever debugs a low score. */
  mismatches: Mismatch[]
}

export interface FieldScore extends FieldCounts {
  precision: number
  recall: number
  f1: number
}

export interface AggregateScore {
  cvs: number
  fields: Record<string, FieldScore>
  micro: FieldScore
}

// ---------------------------------------------------------------------------------------------------
// Normalisation

/** Trimmed, whitespace collapsed, lower-cased, accents removed, typographic quotes and dashes made plain. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201b\u00b4\u0060]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The digits of an international number: "+32 486 45 12 78", "+32 (0)486 45 12 78" and "0032486451278" →
 * "32486451278". A national number ("0486…") keeps its leading 0 and does not match.
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim().replace(/\(0\)/g, '')
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return digits
  if (digits.startsWith('00')) return digits.slice(2)
  return digits
}

/** Without scheme, "www." and trailing slash; lower-cased. */
export function normalizeUrl(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '')
}

/** Token-level F1 of two texts (multisets of normalised words). */
export function tokenF1(a: string, b: string): number {
  const tokens = (text: string) =>
    normalizeText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  const left = tokens(a)
  const right = tokens(b)
  if (left.length === 0 && right.length === 0) return 1
  if (left.length === 0 || right.length === 0) return 0
  const counts = new Map<string, number>()
  for (const token of right) counts.set(token, (counts.get(token) ?? 0) + 1)
  let common = 0
  for (const token of left) {
    const count = counts.get(token) ?? 0
    if (count > 0) {
      common += 1
      counts.set(token, count - 1)
    }
  }
  if (common === 0) return 0
  const precision = common / left.length
  const recall = common / right.length
  return (2 * precision * recall) / (precision + recall)
}

/** Dice coefficient on character bigrams of the normalised strings (1 = identical). */
export function similarity(a: unknown, b: unknown): number {
  if (typeof a !== 'string' || typeof b !== 'string') return 0
  const x = normalizeText(a)
  const y = normalizeText(b)
  if (x === y) return x.length > 0 ? 1 : 0
  if (x.length < 2 || y.length < 2) return 0
  const grams = (text: string) => {
    const map = new Map<string, number>()
    for (let i = 0; i < text.length - 1; i++) {
      const gram = text.slice(i, i + 2)
      map.set(gram, (map.get(gram) ?? 0) + 1)
    }
    return map
  }
  const gx = grams(x)
  const gy = grams(y)
  let common = 0
  for (const [gram, count] of gx) common += Math.min(count, gy.get(gram) ?? 0)
  return (2 * common) / (x.length - 1 + (y.length - 1))
}

// ---------------------------------------------------------------------------------------------------
// Comparing one value

type Kind = 'text' | 'phone' | 'url' | 'exact' | 'flag' | 'summary'

const SUMMARY_THRESHOLD = 0.8

/** A value the field holds, or null: empty strings and `false` flags count as no value. */
function present(kind: Kind, value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (kind === 'flag') return value === true
  if (typeof value === 'string') return value.trim().length > 0
  return true
}

function equal(kind: Kind, predicted: unknown, truth: unknown): boolean {
  const p = typeof predicted === 'string' ? predicted : String(predicted)
  const t = typeof truth === 'string' ? truth : String(truth)
  switch (kind) {
    case 'text':
      return normalizeText(p) === normalizeText(t)
    case 'phone':
      return normalizePhone(p) === normalizePhone(t)
    case 'url':
      return normalizeUrl(p) === normalizeUrl(t)
    case 'exact':
      return p.trim().toLowerCase() === t.trim().toLowerCase()
    case 'flag':
      return predicted === truth
    case 'summary':
      return tokenF1(p, t) >= SUMMARY_THRESHOLD
  }
}

class Tally {
  fields: Record<string, FieldCounts> = {}
  mismatches: Mismatch[] = []

  counts(field: string): FieldCounts {
    this.fields[field] ??= { n: 0, tp: 0, fp: 0, fn: 0 }
    return this.fields[field]
  }

  value(field: string, kind: Kind, predicted: unknown, truth: unknown) {
    const counts = this.counts(field)
    const hasP = present(kind, predicted)
    const hasT = present(kind, truth)
    if (hasT) counts.n += 1
    if (hasP && hasT && equal(kind, predicted, truth)) {
      counts.tp += 1
      return
    }
    if (hasP) counts.fp += 1
    if (hasT) counts.fn += 1
    if (hasP || hasT) this.mismatches.push({ field, predicted: predicted ?? null, truth: truth ?? null })
  }

  set(field: string, predicted: string[], truth: string[]) {
    const counts = this.counts(field)
    const p = new Set(predicted)
    const t = new Set(truth)
    counts.n += t.size
    for (const item of p) {
      if (t.has(item)) counts.tp += 1
      else {
        counts.fp += 1
        this.mismatches.push({ field, predicted: item, truth: null })
      }
    }
    for (const item of t) {
      if (!p.has(item)) {
        counts.fn += 1
        this.mismatches.push({ field, predicted: null, truth: item })
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Alignment

/**
 * Optimal assignment maximising the total score (Hungarian algorithm, O(n³)). Returns, for each row, the
 * column it is assigned to, or -1.
 */
export function assign(scores: number[][]): number[] {
  const rows = scores.length
  const cols = rows > 0 ? Math.max(...scores.map((r) => r.length)) : 0
  const n = Math.max(rows, cols)
  if (n === 0) return []
  let max = 0
  for (const row of scores) for (const value of row) max = Math.max(max, value)
  // Square cost matrix (1-based for the classic potentials formulation).
  const cost = (i: number, j: number) => max - (scores[i - 1]?.[j - 1] ?? 0)
  const u = new Array<number>(n + 1).fill(0)
  const v = new Array<number>(n + 1).fill(0)
  const p = new Array<number>(n + 1).fill(0)
  const way = new Array<number>(n + 1).fill(0)
  for (let i = 1; i <= n; i++) {
    p[0] = i
    let j0 = 0
    const minv = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY)
    const used = new Array<boolean>(n + 1).fill(false)
    do {
      used[j0] = true
      const i0 = p[j0]!
      let delta = Number.POSITIVE_INFINITY
      let j1 = 0
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue
        const cur = cost(i0, j) - u[i0]! - v[j]!
        if (cur < minv[j]!) {
          minv[j] = cur
          way[j] = j0
        }
        if (minv[j]! < delta) {
          delta = minv[j]!
          j1 = j
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[p[j]!]! += delta
          v[j]! -= delta
        } else {
          minv[j]! -= delta
        }
      }
      j0 = j1
    } while (p[j0] !== 0)
    do {
      const j1 = way[j0]!
      p[j0] = p[j1]!
      j0 = j1
    } while (j0 !== 0)
  }
  const result = new Array<number>(rows).fill(-1)
  for (let j = 1; j <= n; j++) {
    const i = p[j]!
    if (i >= 1 && i <= rows && j <= cols) result[i - 1] = j - 1
  }
  return result
}

/** Below this similarity a predicted entry is not the truth entry: both count as unmatched. */
export const MATCH_THRESHOLD = 0.3

type Entry = Record<string, unknown>

function align(
  predicted: Entry[],
  truth: Entry[],
  score: (p: Entry, t: Entry) => number,
): { pairs: [Entry, Entry][]; extraPredicted: Entry[]; missedTruth: Entry[] } {
  const matrix = truth.map((t) => predicted.map((p) => score(p, t)))
  const assignment = assign(matrix)
  const pairs: [Entry, Entry][] = []
  const usedPredicted = new Set<number>()
  const missedTruth: Entry[] = []
  truth.forEach((t, i) => {
    const j = assignment[i] ?? -1
    if (j >= 0 && matrix[i]![j]! >= MATCH_THRESHOLD) {
      pairs.push([predicted[j]!, t])
      usedPredicted.add(j)
    } else missedTruth.push(t)
  })
  return { pairs, extraPredicted: predicted.filter((_, j) => !usedPredicted.has(j)), missedTruth }
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim() !== '' && a.trim() === b.trim() ? 1 : 0

const experienceSimilarity = (p: Entry, t: Entry) =>
  0.4 * similarity(p.company, t.company) +
  0.4 * similarity(p.post, t.post) +
  0.2 * sameValue(p.start, t.start)

const diplomaSimilarity = (p: Entry, t: Entry) =>
  0.4 * similarity(p.name, t.name) + 0.4 * similarity(p.school, t.school) + 0.2 * sameValue(p.end, t.end)

const EXPERIENCE_KINDS: Record<(typeof EXPERIENCE_FIELDS)[number], Kind> = {
  company: 'text',
  post: 'text',
  city: 'text',
  start: 'exact',
  end: 'exact',
  currently_working: 'flag',
  contract_type: 'exact',
  summary: 'summary',
}
const DIPLOMA_KINDS: Record<(typeof DIPLOMA_FIELDS)[number], Kind> = {
  name: 'text',
  school: 'text',
  start: 'exact',
  end: 'exact',
  still_studying: 'flag',
  type: 'exact',
}
const PROFILE_KINDS: Record<(typeof PROFILE_FIELDS)[number], Kind> = {
  title: 'text',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  phone: 'phone',
  city: 'text',
  website: 'url',
  linkedin: 'url',
  birthdate: 'exact',
}

function compareEntries(
  tally: Tally,
  prefix: string,
  kinds: Record<string, Kind>,
  predicted: Entry[],
  truth: Entry[],
  score: (p: Entry, t: Entry) => number,
) {
  const { pairs, extraPredicted, missedTruth } = align(predicted, truth, score)
  const fields = Object.keys(kinds)
  for (const [p, t] of pairs) for (const f of fields) tally.value(`${prefix}.${f}`, kinds[f]!, p[f], t[f])
  for (const t of missedTruth) for (const f of fields) tally.value(`${prefix}.${f}`, kinds[f]!, null, t[f])
  for (const p of extraPredicted) for (const f of fields) tally.value(`${prefix}.${f}`, kinds[f]!, p[f], null)
}

const asObject = (value: unknown): Entry =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : {}
const asEntries = (value: unknown): Entry[] => (Array.isArray(value) ? value.map(asObject) : [])
const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []

// ---------------------------------------------------------------------------------------------------

/** Scores one prediction (any JSON the extractor returned) against one truth. */
export function scoreExtraction(predicted: unknown, truth: CvResult): CvScore {
  const tally = new Tally()
  for (const field of FIELD_NAMES) tally.counts(field)
  const p = asObject(predicted)
  // Both true and false are values here: a scan must be recognised as one.
  const extractable = tally.counts('extractable')
  extractable.n += 1
  if (p.extractable === truth.extractable) extractable.tp += 1
  else {
    if (typeof p.extractable === 'boolean') extractable.fp += 1
    extractable.fn += 1
    tally.mismatches.push({
      field: 'extractable',
      predicted: p.extractable ?? null,
      truth: truth.extractable,
    })
  }
  if (!truth.extractable) return { fields: tally.fields, mismatches: tally.mismatches }

  tally.value('lang', 'exact', p.lang, truth.lang)
  const profile = asObject(p.profile)
  for (const field of PROFILE_FIELDS) {
    tally.value(`profile.${field}`, PROFILE_KINDS[field], profile[field], truth.profile[field])
  }
  compareEntries(
    tally,
    'experiences',
    EXPERIENCE_KINDS,
    asEntries(p.experiences),
    truth.experiences as unknown as Entry[],
    experienceSimilarity,
  )
  compareEntries(
    tally,
    'diplomas',
    DIPLOMA_KINDS,
    asEntries(p.diplomas),
    truth.diplomas as unknown as Entry[],
    diplomaSimilarity,
  )
  tally.set('skills', asStrings(p.skills).map(normalizeText), truth.skills.map(normalizeText))
  const languageKey = (item: Entry) =>
    `${normalizeText(String(item.language ?? ''))}:${typeof item.level === 'string' ? normalizeText(item.level) : '-'}`
  tally.set(
    'languages',
    asEntries(p.languages)
      .filter((l) => typeof l.language === 'string')
      .map(languageKey),
    (truth.languages as unknown as Entry[]).map(languageKey),
  )
  return { fields: tally.fields, mismatches: tally.mismatches }
}

function rates(counts: FieldCounts): FieldScore {
  const precision = counts.tp + counts.fp === 0 ? 1 : counts.tp / (counts.tp + counts.fp)
  const recall = counts.tp + counts.fn === 0 ? 1 : counts.tp / (counts.tp + counts.fn)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
  return { ...counts, precision, recall, f1 }
}

/** Sums the counts of several CVs; per-field precision, recall and F1, and the overall micro average. */
export function aggregateScores(list: CvScore[]): AggregateScore {
  const totals: Record<string, FieldCounts> = {}
  const all: FieldCounts = { n: 0, tp: 0, fp: 0, fn: 0 }
  for (const score of list) {
    for (const [field, counts] of Object.entries(score.fields)) {
      totals[field] ??= { n: 0, tp: 0, fp: 0, fn: 0 }
      const total = totals[field]
      total.n += counts.n
      total.tp += counts.tp
      total.fp += counts.fp
      total.fn += counts.fn
      all.n += counts.n
      all.tp += counts.tp
      all.fp += counts.fp
      all.fn += counts.fn
    }
  }
  const fields: Record<string, FieldScore> = {}
  const order = [...FIELD_NAMES, ...Object.keys(totals).filter((f) => !FIELD_NAMES.includes(f))]
  for (const field of order) if (totals[field]) fields[field] = rates(totals[field])
  return { cvs: list.length, fields, micro: rates(all) }
}

/** The goals: overall micro F1 ≥ 0.90 and F1 ≥ 0.80 on every field with at least 20 occurrences. */
export const GOALS = { microF1: 0.9, fieldF1: 0.8, minOccurrences: 20 }

/** A plain-text table: field, n, precision, recall, F1 (and the counts), then the overall micro F1. */
export function formatScoreTable(aggregate: AggregateScore): string {
  const pct = (x: number) => x.toFixed(3)
  const header = ['field', 'n', 'precision', 'recall', 'F1', 'tp', 'fp', 'fn', '']
  const rows = Object.entries(aggregate.fields).map(([field, s]) => [
    field,
    String(s.n),
    pct(s.precision),
    pct(s.recall),
    pct(s.f1),
    String(s.tp),
    String(s.fp),
    String(s.fn),
    s.n >= GOALS.minOccurrences && s.f1 < GOALS.fieldF1 ? '< goal' : '',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  const m = aggregate.micro
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `overall micro (${aggregate.cvs} CVs): precision ${pct(m.precision)}  recall ${pct(m.recall)}  F1 ${pct(m.f1)}` +
      (m.f1 < GOALS.microF1 ? `  (goal ${GOALS.microF1})` : ''),
  ].join('\n')
}

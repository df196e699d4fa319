/**
 * Finds the occupations and word families named in a search text (src/server/search/occupations*.ts): a run of
 * one to four bare words whose folded, singular forms equal a label's. Each hit carries the labels to look
 * for in each language, so "accountant" also finds "comptable" in French offers and "boekhouder" in Dutch ones.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '~/domain/enums'
import { OCCUPATIONS, WORD_FAMILIES } from '~/server/search/occupations'
import { foldWord, Vocabulary } from './typo-tolerance'

export type LabelsByLanguage = Record<ContentLanguage, readonly string[]>

/** A run of words of the text naming an occupation or a family; `start`/`end` locate it in the text. */
export type LexiconHit = { start: number; end: number; labels: LabelsByLanguage }

/** Labels are at most this many words long. */
const MAX_LABEL_WORDS = 4
/** A text names at most this many occupations (the rest is matched as written): a pasted page stays cheap. */
const MAX_HITS = 8

/**
 * A word's comparison form: folded, without a plural or feminine ending ("comptables" → "comptabl",
 * "infirmières" → "infirmier", "vendeuse" → "vendeur", "animatrice" → "animateur", "boekhouders" →
 * "boekhouder", "verpleegkundigen" → "verpleegkundig", "secretaries" → "secretary").
 * The same function reads labels and queries, so only the equality of the results matters.
 */
export function wordKey(word: string): string {
  let key = foldWord(word)
  if (key.length > 3 && /[sx]$/.test(key)) key = key.slice(0, -1)
  if (key.length > 4) key = key.replace(/e+$/, '')
  key = key
    .replace(/eus$/, 'eur')
    .replace(/tric$/, 'teur')
    .replace(/([lnt])\1$/, '$1')
  if (key.length > 5 && key.endsWith('en')) key = key.slice(0, -2)
  return key.replace(/i$/, 'y')
}

/** The words of a label or a run of text: runs of letters ("aide-soignant" is two words, "UX/UI" two). */
function words(text: string): { word: string; start: number; end: number }[] {
  return Array.from(text.matchAll(/\p{L}+/gu), (match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }))
}

/** The key of a label or a run of words: its words' keys. */
const labelKey = (text: string) =>
  words(text)
    .map(({ word }) => wordKey(word))
    .join(' ')

const split = (labels: string) => labels.split('|').map((label) => label.trim())

type Entry = { labels: LabelsByLanguage }

function buildIndex(): Map<string, Entry[]> {
  const index = new Map<string, Entry[]>()
  const add = (entry: Entry) => {
    const keys = new Set(CONTENT_LANGUAGES.flatMap((language) => entry.labels[language].map(labelKey)))
    for (const key of keys) {
      if (key === '') continue
      const entries = index.get(key) ?? []
      entries.push(entry)
      index.set(key, entries)
    }
  }
  for (const [fr, nl, en] of OCCUPATIONS) add({ labels: { fr: split(fr), nl: split(nl), en: split(en) } })
  for (const language of CONTENT_LANGUAGES) {
    for (const family of WORD_FAMILIES[language]) {
      const labels = { fr: [], nl: [], en: [], [language]: split(family) } as LabelsByLanguage
      add({ labels })
    }
  }
  return index
}

let index: Map<string, Entry[]> | undefined
const lexicon = () => {
  index ??= buildIndex()
  return index
}

let singleWords: Vocabulary | undefined

/**
 * The labels of the one-word occupations and families within the allowed typos of `word` (none when it is
 * one itself): "physiotherapsit" finds the physiotherapists even where no offer spells the word.
 */
export function correctedLabels(word: string): LabelsByLanguage {
  singleWords ??= new Vocabulary(
    [...lexicon().values()]
      .flat()
      .flatMap((entry) => CONTENT_LANGUAGES.flatMap((language) => entry.labels[language]))
      .filter((label) => /^\p{L}+$/u.test(label))
      .map((label) => ({ key: foldWord(label), display: label, offers: 1 })),
  )
  if (lexicon().has(labelKey(word))) return merge([])
  return merge(
    singleWords
      .corrections(word, 2)
      .flatMap((correction) => lexicon().get(labelKey(correction.display)) ?? []),
  )
}

/** The labels, per language, of the occupations and families one word or phrase names (none: empty lists). */
export function labelsOf(text: string): LabelsByLanguage {
  return merge(lexicon().get(labelKey(text)) ?? [])
}

function merge(entries: readonly Entry[]): LabelsByLanguage {
  const merged = { fr: new Set<string>(), nl: new Set<string>(), en: new Set<string>() }
  for (const entry of entries) {
    for (const language of CONTENT_LANGUAGES) {
      for (const label of entry.labels[language]) merged[language].add(label)
    }
  }
  return { fr: [...merged.fr], nl: [...merged.nl], en: [...merged.en] }
}

/**
 * The occupations and families a search text names, longest runs first, left to right. Only bare words
 * count: a "quoted phrase" keeps its exact meaning, a `-word` stays excluded, and a text using `or` is
 * taken as written.
 */
export function lexiconHits(text: string): LexiconHit[] {
  // Runs of words not interrupted by a quote or an excluded word.
  const runs: { word: string; start: number; end: number }[][] = []
  const tokens = /"[^"]*"?|[^\s"]+/g
  let run: { word: string; start: number; end: number }[] = []
  for (const match of text.matchAll(tokens)) {
    const token = match[0]
    if (token.toLowerCase() === 'or') return []
    if (token.startsWith('"') || token.startsWith('-')) {
      runs.push(run)
      run = []
      continue
    }
    for (const word of words(token)) {
      run.push({ ...word, start: word.start + match.index, end: word.end + match.index })
    }
  }
  runs.push(run)
  const hits: LexiconHit[] = []
  for (const run of runs) {
    let at = 0
    while (at < run.length && hits.length < MAX_HITS) {
      let found = false
      for (let size = Math.min(MAX_LABEL_WORDS, run.length - at); size > 0; size--) {
        const slice = run.slice(at, at + size)
        const entries = lexicon().get(slice.map(({ word }) => wordKey(word)).join(' '))
        if (!entries) continue
        hits.push({ start: slice[0]!.start, end: slice[size - 1]!.end, labels: merge(entries) })
        at += size
        found = true
        break
      }
      if (!found) at++
    }
  }
  return hits
}

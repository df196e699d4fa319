/**
 * The parts of a search text that may match more than as written: runs of words naming an occupation or a
 * word family (matched by its labels in each language), and single words with typo corrections (matched by
 * those too, and by the labels the corrections name). The rest of the text is matched as written.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '~/domain/enums'
import { correctedLabels, type LabelsByLanguage, labelsOf, lexiconHits } from './occupation-lexicon'
import { bareWords, typoQuery } from './typo-query'
import type { Vocabulary } from './typo-tolerance'

/** A part of the text and what else it may match. */
export type QueryGroup = {
  text: string
  /** Typo corrections, looked for in every language. */
  fixes: readonly string[]
  /** Occupation and family labels, each looked for in its language. */
  labels: LabelsByLanguage
}

export type KeywordQuery = {
  groups: QueryGroup[]
  /** The text without the groups' parts (phrases, exclusions, words matched as written). */
  rest: string
  /** "Did you mean": the text with its unknown words corrected, or null. */
  suggestion: string | null
}

const NO_LABELS: LabelsByLanguage = { fr: [], nl: [], en: [] }
/** The corrections whose labels widen a typo'd word: the closest ones only, so a typo stays cheap. */
const LABELLED_FIXES = 2

/** `expand: false` keeps the typo corrections only (the matching before occupations and families). */
export function keywordQuery(text: string, vocabulary: Vocabulary, { expand = true } = {}): KeywordQuery {
  const typo = typoQuery(text, vocabulary)
  const hits = expand ? lexiconHits(text) : []
  const corrected = new Map(typo.words.map((word) => [word.start, word]))
  const groups: (QueryGroup & { start: number; end: number })[] = hits.map((hit) => {
    // A one-word hit keeps its typo corrections too (a misspelling offers carry is still found).
    const word = corrected.get(hit.start)
    const fixes = word?.end === hit.end ? word.corrections.map((correction) => correction.display) : []
    return { start: hit.start, end: hit.end, text: text.slice(hit.start, hit.end), fixes, labels: hit.labels }
  })
  for (const { word, start, end } of expand ? bareWords(text) : typo.words) {
    if (hits.some((hit) => start < hit.end && hit.start < end)) continue
    const fixes = corrected.get(start)?.corrections.map((correction) => correction.display) ?? []
    // The labels the closest corrections name, whether offers spell them or only the lexicon does.
    const labels = expand
      ? mergeLabels([...fixes.slice(0, LABELLED_FIXES).map(labelsOf), correctedLabels(word)])
      : NO_LABELS
    if (fixes.length === 0 && CONTENT_LANGUAGES.every((language) => labels[language].length === 0)) continue
    groups.push({ start, end, text: word, fixes, labels })
  }
  groups.sort((a, b) => a.start - b.start)
  let rest = ''
  let at = 0
  for (const group of groups) {
    rest += `${text.slice(at, group.start)} `
    at = group.end
  }
  rest += text.slice(at)
  return {
    groups: groups.map(({ text, fixes, labels }) => ({ text, fixes, labels })),
    rest: rest.replace(/\s+/g, ' ').trim(),
    suggestion: typo.suggestion,
  }
}

function mergeLabels(all: readonly LabelsByLanguage[]): LabelsByLanguage {
  const merged = (language: ContentLanguage) => [...new Set(all.flatMap((labels) => labels[language]))]
  return { fr: merged('fr'), nl: merged('nl'), en: merged('en') }
}

/** Labels as one `websearch_to_tsquery` text: `comptable or "expert-comptable"` (phrases quoted). */
export function labelsText(labels: readonly string[]): string {
  return labels
    .map((label) => (/^\p{L}+$/u.test(label) ? label : `"${label.replace(/"/g, '')}"`))
    .join(' or ')
}

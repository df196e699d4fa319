/**
 * Which words of a search text may be corrected: bare words outside "quoted phrases" (an exact phrase stays
 * exact), not excluded with a leading minus. A text using the `or` operator is taken as written.
 */
import { type Correction, foldWord, type Vocabulary } from './typo-tolerance'

/** A bare word with its corrections; `start`/`end` locate it in the text. */
export type TypoWord = { word: string; start: number; end: number; corrections: Correction[] }

export type TypoQuery = {
  /** The words that have corrections (at most MAX_WORDS). */
  words: TypoWord[]
  /** The text without those words: phrases, exclusions, short words, the words with no correction. */
  rest: string
  /** The text with each unknown word replaced by its best correction, or null when no word is unknown. */
  suggestion: string | null
}

const MAX_WORDS = 8
/** A token that is one word, possibly wrapped in punctuation (`énergie,`), and not an exclusion. */
const BARE_WORD = /^[^\p{L}\p{N}-]*(\p{L}+)[^\p{L}\p{N}]*$/u

/** The tokens outside quotes, with their positions (an unbalanced quote runs to the end, as PostgreSQL reads it). */
function bareTokens(text: string): { token: string; start: number }[] {
  const tokens: { token: string; start: number }[] = []
  const pattern = /"[^"]*"?|[^\s"]+/g
  for (const match of text.matchAll(pattern)) {
    if (!match[0].startsWith('"')) tokens.push({ token: match[0], start: match.index })
  }
  return tokens
}

/** The bare words of a text that may be widened (at most MAX_WORDS); none in a text using `or`. */
export function bareWords(text: string): { word: string; start: number; end: number }[] {
  const tokens = bareTokens(text)
  if (tokens.some(({ token }) => token.toLowerCase() === 'or')) return []
  const words: { word: string; start: number; end: number }[] = []
  for (const { token, start } of tokens) {
    if (words.length === MAX_WORDS) break
    const word = BARE_WORD.exec(token)?.[1]
    if (!word) continue
    const wordStart = start + token.indexOf(word)
    words.push({ word, start: wordStart, end: wordStart + word.length })
  }
  return words
}

export function typoQuery(text: string, vocabulary: Vocabulary): TypoQuery {
  const none = { words: [], rest: text, suggestion: null }
  const words: TypoWord[] = []
  for (const bare of bareWords(text)) {
    const corrections = vocabulary.corrections(bare.word)
    if (corrections.length > 0) words.push({ ...bare, corrections })
  }
  if (words.length === 0) return none
  let rest = ''
  let suggestion = ''
  let corrected = false
  let at = 0
  for (const { word, start, end, corrections } of words) {
    rest += `${text.slice(at, start)} `
    const known = vocabulary.byKey.has(foldWord(word))
    suggestion += text.slice(at, start) + (known ? word : corrections[0]!.display)
    corrected ||= !known
    at = end
  }
  rest += text.slice(at)
  suggestion += text.slice(at)
  return { words, rest: rest.replace(/\s+/g, ' ').trim(), suggestion: corrected ? suggestion : null }
}

/**
 * Typo tolerance as Meilisearch has it by default: a word of 5 to 8 letters may carry one typo, a word of
 * 9 or more two; a typo on the first letter counts double (so short words must start right). A typo is an
 * insertion, a deletion, a substitution or a swap of two neighbours (optimal string alignment distance).
 * Corrections come from a vocabulary of the words of the published offers, so they always exist somewhere.
 */

/** Lower case, no accents: the form words are compared in. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** How many typos a word of this length may carry. */
export function allowedTypos(word: string): number {
  const length = [...word].length
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}

/** Vocabulary words are indexed up to this length; longer ones are not corrected (nor used as corrections). */
const MAX_WORD = 40

/**
 * The typo distance between two folded words, or `limit + 1` when it exceeds `limit`: optimal string
 * alignment, a changed first letter costing 2. Rows of the table are cut off once every cell exceeds the limit.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (a === b) return 0
  const firstPenalty = a[0] === b[0] ? 0 : 1
  const budget = limit - firstPenalty
  if (budget < 0) return limit + 1
  const width = b.length + 1
  let before = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, j) => j)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    ;[before, previous, current] = [previous, current, before]
  }
  const distance = previous[b.length]! + firstPenalty
  return distance > limit ? limit + 1 : distance
}

export type VocabularyWord = {
  /** Folded form (lower case, no accents). */
  key: string
  /** The most frequent spelling, as offers write it (accents kept), for "did you mean". */
  display: string
  /** In how many offers it appears. */
  offers: number
}

export type Correction = VocabularyWord & { distance: number }

/**
 * The words of the offers, grouped by length and first letter: a changed first letter costs 2 typos, so a
 * lookup scans only the words starting alike within the allowed lengths, and finds the few others (one
 * edit at the first letter, for words of 9 letters or more) by exact lookups.
 */
export class Vocabulary {
  readonly byKey = new Map<string, VocabularyWord>()
  /** Words by length, then by first letter. */
  private readonly byStart: Map<string, VocabularyWord[]>[] = []
  /** Words by their key without its first letter. */
  private readonly byTail = new Map<string, VocabularyWord[]>()

  constructor(words: Iterable<VocabularyWord>) {
    for (const word of words) {
      if (word.key.length === 0 || word.key.length > MAX_WORD) continue
      const known = this.byKey.get(word.key)
      if (known) {
        // Two spellings of one folded word: add up, keep the more frequent spelling.
        if (word.offers > known.offers) known.display = word.display
        known.offers += word.offers
        continue
      }
      const entry = { ...word }
      this.byKey.set(word.key, entry)
      const starts = this.byStart[word.key.length] ?? new Map<string, VocabularyWord[]>()
      this.byStart[word.key.length] = starts
      push(starts, word.key[0]!, entry)
      push(this.byTail, word.key.slice(1), entry)
    }
  }

  get size() {
    return this.byKey.size
  }

  /**
   * The vocabulary words within the allowed typos of `word` (itself excluded), closest first, then the most
   * frequent; at most `limit`.
   */
  corrections(word: string, limit = 5): Correction[] {
    const key = foldWord(word)
    const typos = allowedTypos(key)
    if (typos === 0 || key.length > MAX_WORD) return []
    const found = new Map<string, Correction>()
    const consider = (candidate: VocabularyWord | undefined) => {
      if (!candidate || candidate.key === key || found.has(candidate.key)) return
      const distance = typoDistance(key, candidate.key, typos)
      if (distance <= typos) found.set(candidate.key, { ...candidate, distance })
    }
    for (let length = key.length - typos; length <= key.length + typos; length++) {
      for (const candidate of this.byStart[length]?.get(key[0]!) ?? []) consider(candidate)
    }
    if (typos === 2) {
      // A first letter deleted, inserted, replaced or swapped with the second: the rest written as typed.
      consider(this.byKey.get(key.slice(1)))
      consider(this.byKey.get(`${key[1] ?? ''}${key[0]}${key.slice(2)}`))
      for (const candidate of this.byTail.get(key) ?? []) consider(candidate)
      for (const candidate of this.byTail.get(key.slice(1)) ?? []) consider(candidate)
    }
    return [...found.values()]
      .sort((a, b) => a.distance - b.distance || b.offers - a.offers || a.key.localeCompare(b.key))
      .slice(0, limit)
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

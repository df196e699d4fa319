/**
 * The job search's keyword matches as positions of the facet index, ready for its facet pass: the matches of
 * offer-keywords.server.ts, and for an occupation or family searched alone, its labels' offers from the node's
 * postings (label-postings.server.ts), merged as typed arrays.
 */

import { CONTENT_LANGUAGES, type ContentLanguage } from '~/domain/enums'
import type { Database } from '~/server/db/client'
import type { QueryGroup } from './keyword-query'
import { type Label, labelPostings, type MatchField, type OfferPositions } from './label-postings.server'
import {
  FIELD_BONUS,
  type KeywordMatches,
  type KeywordOptions,
  matchWords,
  type WordMatches,
} from './offer-keywords.server'

/** The matches as positions of the facet index (ascending) and the relevance at each position. */
export type RankedPositions = { positions: Int32Array; rankAt: Float64Array }

export type IndexedKeywordMatches = Omit<KeywordMatches, 'ranks'> & { matches: RankedPositions }

/**
 * The matches of `keywordSearch` as positions of the facet index `index`; an occupation or family searched
 * alone takes its labels' offers from the postings instead of matching them row by row.
 */
export async function keywordSearchIn(
  db: Database,
  index: OfferPositions,
  text: string,
  { locale, expand = true }: Omit<KeywordOptions, 'among'> = {},
): Promise<IndexedKeywordMatches | null> {
  const words = await matchWords(db, text, { locale, expand, postings: true })
  if (!words) return null
  const matches = words.labelled
    ? await withLabelMatches(db, index, words, words.labelled, locale)
    : atPositions(index, words)
  return { matches, exactCount: words.exactCount, suggestion: words.suggestion }
}

/**
 * The word matches at their positions in the index (offers it does not hold, published since, left out),
 * each rank plus `bonus` of the match's place in the lists and its position.
 */
function atPositions(
  index: OfferPositions,
  { ids, ranks }: WordMatches,
  bonus: (at: number, position: number) => number = () => 0,
): RankedPositions {
  const positions: number[] = []
  const rankAt = new Float64Array(index.size)
  for (const [at, id] of ids.entries()) {
    const position = index.positionOf.get(id)
    if (position === undefined) continue
    positions.push(position)
    rankAt[position] = ranks[at]! + bonus(at, position)
  }
  return { positions: Int32Array.from(positions).sort(), rankAt }
}

/**
 * The word matches completed with the offers the group's labels match: each ranked by its best field among
 * words and labels; an offer matched by labels alone ranks in the lowest tier, its language first when it
 * is the page's. Merged by position: a label matches offers of its own language only.
 */
async function withLabelMatches(
  db: Database,
  index: OfferPositions,
  words: WordMatches,
  group: QueryGroup,
  locale: ContentLanguage | undefined,
): Promise<RankedPositions> {
  const labels: Label[] = CONTENT_LANGUAGES.filter(words.wordsIn).flatMap((language) =>
    group.labels[language].map((label) => ({ language, label })),
  )
  const postings = await labelPostings(db, index, labels)
  // The best field a label matches each offer in (-1: none), and whether the offer is in the page's language.
  const labelField = new Int8Array(index.size).fill(-1)
  const inPageLanguage = new Uint8Array(index.size)
  const matched: number[] = []
  labels.forEach(({ language }, at) => {
    const { positions, fields } = postings[at]!
    const pageLanguage = language === locale ? 1 : 0
    for (let i = 0; i < positions.length; i++) {
      const position = positions[i]!
      if (labelField[position]! < 0) {
        matched.push(position)
        inPageLanguage[position] = pageLanguage
      }
      if (fields[i]! > labelField[position]!) labelField[position] = fields[i]!
    }
  })
  const byWords = atPositions(
    index,
    words,
    (at, position) => FIELD_BONUS[Math.max(words.fields[at]!, labelField[position]!) as MatchField],
  )
  const { rankAt } = byWords
  const ranked = new Uint8Array(index.size)
  for (const position of byWords.positions) ranked[position] = 1
  const positions = Array.from(byWords.positions)
  for (const position of matched) {
    if (ranked[position]) continue
    rankAt[position] = inPageLanguage[position]! + FIELD_BONUS[labelField[position] as MatchField]
    positions.push(position)
  }
  return { positions: Int32Array.from(positions).sort(), rankAt }
}

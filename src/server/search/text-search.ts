/** The text search configurations of each content language (drizzle/: unaccented, stemmed, with stop words). */
export const SEARCH_CONFIGS = { fr: 'tremplin_fr', nl: 'tremplin_nl', en: 'tremplin_en' } as const

/** A tsquery text with each lexeme counting only with those weights (`'word':A`), as ts_filter would keep them. */
export const weighted = (query: string, weights: string) =>
  query.replace(/'(?:[^']|'')*'/g, (lexeme) => `${lexeme}:${weights}`)

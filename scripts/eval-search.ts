/**
 * `npm run eval:search [-- --mode before|after|both] [--verbose] [--probe <text> --lang en]`: seeds the demo
 * (360 offers) in an in-memory PGlite, runs the queries of tests/search-relevance/queries.json through the job
 * search (as the job list calls it, in the query's page language) and prints nDCG@10 and recall@15 per split
 * and language: "before" is the matching without occupations and word families (typos only, as before), "after"
 * the current one. Expected offers are graded by occupation (the demo's title templates, src/server/demo/
 * job-titles.ts), so a grade names every seeded offer of that job in any language. Conventions:
 * tests/search-relevance/README.md.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { CONTENT_LANGUAGES, type ContentLanguage } from '../src/domain/enums'
import { searchOffers } from '../src/features/offers/offer-search.server'
import { isPublicOffer } from '../src/features/offers/offer-visibility.server'
import { type Database, openDatabase, queryRows } from '../src/server/db/client'
import { seedDatabase } from '../src/server/db/seed'
import { JOB_TITLES } from '../src/server/demo/job-titles'

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    verbose: { type: 'boolean', default: false },
    probe: { type: 'string' },
    lang: { type: 'string', default: 'fr' },
  },
})

const querySchema = z.object({
  id: z.string(),
  split: z.enum(['dev', 'held-out']),
  lang: z.enum(CONTENT_LANGUAGES),
  kind: z.enum(['title', 'typo', 'plural', 'family', 'other-language', 'multi-word', 'quotes', 'feminine']),
  q: z.string(),
  /** Occupation (the French title template of the demo) → grade: 3 the job asked for, 1 a related one. */
  grades: z.record(z.string(), z.number().int().min(1).max(3)),
})
type Query = z.infer<typeof querySchema>
const queries = z
  .array(querySchema)
  .parse(JSON.parse(readFileSync('tests/search-relevance/queries.json', 'utf8')))

/** Each language's title templates as patterns, the longest literal first, keyed by the French template. */
const TEMPLATES = CONTENT_LANGUAGES.map((language) => {
  const patterns = Object.values(JOB_TITLES)
    .flat()
    .map((title) => ({
      key: title.fr,
      literal: title[language].replace('{d}', '').length,
      pattern: new RegExp(title[language].replace(/[.*+?^$()|[\]\\/]/g, '\\$&').replace('{d}', '.+'), 'i'),
    }))
  return [language, patterns.sort((a, b) => b.literal - a.literal)] as const
})

function occupationOf(title: string, language: ContentLanguage): string | null {
  const patterns = TEMPLATES.find(([candidate]) => candidate === language)![1]
  return patterns.find(({ pattern }) => pattern.test(title))?.key ?? null
}

type Offer = { id: string; title: string; language: ContentLanguage; occupation: string | null }

async function publicOffers(db: Database): Promise<Map<string, Offer>> {
  const rows = await queryRows<{ id: string; title: string; language: ContentLanguage }>(
    db,
    sql`select o.id, o.title, o.language::text as language from offers o where ${isPublicOffer('o')}`,
  )
  return new Map(rows.map((row) => [row.id, { ...row, occupation: occupationOf(row.title, row.language) }]))
}

async function results(db: Database, query: Query | { q: string; lang: ContentLanguage }, expand: boolean) {
  const found = await searchOffers(db, query.lang, { query: query.q, filters: {}, page: 1 }, 15, {
    cached: false,
    expand,
  })
  return found.offers.map((offer) => offer.id)
}

function scores(query: Query, found: string[], offers: Map<string, Offer>) {
  const grade = (id: string) => query.grades[offers.get(id)?.occupation ?? ''] ?? 0
  const relevant = [...offers.values()].map((offer) => grade(offer.id)).filter((g) => g > 0)
  const dcg = (grades: number[]) =>
    grades.slice(0, 10).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0)
  const ideal = dcg(relevant.sort((a, b) => b - a))
  const ndcg = ideal === 0 ? 0 : dcg(found.map(grade)) / ideal
  const hits = found.slice(0, 15).filter((id) => grade(id) > 0).length
  const recall = relevant.length === 0 ? 0 : hits / Math.min(15, relevant.length)
  return { ndcg, recall, relevant: relevant.length }
}

const handle = await openDatabase({ kind: 'pglite' })
await handle.migrate()
await seedDatabase(handle.db)
const db = handle.db
const offers = await publicOffers(db)

if (values.probe) {
  const lang = z.enum(CONTENT_LANGUAGES).parse(values.lang)
  for (const expand of [false, true]) {
    console.info(`\n${expand ? 'after' : 'before'}: ${values.probe} (${lang})`)
    for (const id of await results(db, { q: values.probe, lang }, expand)) {
      const offer = offers.get(id)!
      console.info(`  ${offer.language}  ${offer.title}  [${offer.occupation}]`)
    }
  }
} else {
  const missing = queries.flatMap((query) =>
    Object.keys(query.grades).filter(
      (key) => ![...offers.values()].some((offer) => offer.occupation === key),
    ),
  )
  if (missing.length > 0)
    console.warn(`Occupations without a seeded offer: ${[...new Set(missing)].join(', ')}`)
  const modes = values.mode === 'both' ? [false, true] : [values.mode === 'after']
  type Row = { split: string; lang: string; expand: boolean; ndcg: number; recall: number }
  const rows: Row[] = []
  for (const expand of modes) {
    for (const query of queries) {
      const found = await results(db, query, expand)
      const score = scores(query, found, offers)
      rows.push({ split: query.split, lang: query.lang, expand, ...score })
      if (values.verbose && expand) {
        console.info(
          `${query.id} ${query.lang} ${JSON.stringify(query.q)}: nDCG@10 ${score.ndcg.toFixed(2)}, recall@15 ${score.recall.toFixed(2)} (${score.relevant} relevant)`,
        )
      }
    }
  }
  const mean = (list: Row[], key: 'ndcg' | 'recall') =>
    list.length === 0 ? '   -' : (list.reduce((sum, row) => sum + row[key], 0) / list.length).toFixed(3)
  const header = modes.map((expand) => (expand ? 'after' : 'before'))
  console.info(
    `\n${'split'.padEnd(10)}${'lang'.padEnd(6)}${'n'.padStart(4)}  nDCG@10 ${header.join(' / ')}   recall@15 ${header.join(' / ')}`,
  )
  for (const split of ['dev', 'held-out', 'all']) {
    for (const lang of [...CONTENT_LANGUAGES, 'all']) {
      const of = (expand: boolean) =>
        rows.filter(
          (row) =>
            row.expand === expand &&
            (split === 'all' || row.split === split) &&
            (lang === 'all' || row.lang === lang),
        )
      const n = of(modes[0]!).length
      console.info(
        `${split.padEnd(10)}${lang.padEnd(6)}${String(n).padStart(4)}  ${modes
          .map((e) => mean(of(e), 'ndcg'))
          .join(' / ')
          .padEnd(22)}${modes.map((e) => mean(of(e), 'recall')).join(' / ')}`,
      )
    }
  }
}
await handle.close()

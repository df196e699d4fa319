/**
 * `npm run eval:cv [-- --verbose] [--only <id-prefix>] [--dir <set>]`: runs the embedded CV extractor on the
 * evaluation set (`tests/cv/`, or `--dir`: a held-out set from `generate.ts --out`; PDFs, ground truth,
 * manifest) and prints per-field precision, recall and F1, the
 * overall micro F1, and the time per CV (p50, p95, max; one warm-up first). `--verbose` lists each
 * mismatch. The same scorer (`tests/cv/score.ts`) and set are documented in `tests/cv/README.md`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { extractCvFromPdf } from '../src/features/cv/extraction/extract-cv.server'
import { aggregateScores, type CvScore, formatScoreTable, scoreExtraction } from '../tests/cv/score'

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    only: { type: 'string' },
    dir: { type: 'string', default: 'tests/cv' },
  },
})
const DIR = values.dir
const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as { id: string }[]
const cases = manifest.filter((entry) => !values.only || entry.id.startsWith(values.only))

const pdf = (id: string) => readFileSync(join(DIR, 'pdf', `${id}.pdf`))
// The first call loads pdf.js; it is not what a CV costs.
await extractCvFromPdf(pdf(cases[0]!.id))

const scores: CvScore[] = []
const times: number[] = []
for (const { id } of cases) {
  const truth = JSON.parse(readFileSync(join(DIR, 'truth', `${id}.json`), 'utf8'))
  const started = performance.now()
  let predicted: unknown
  try {
    predicted = await extractCvFromPdf(pdf(id))
  } catch (error) {
    predicted = { lang: truth.lang, extractable: false, error: (error as Error).message }
  }
  times.push(performance.now() - started)
  const score = scoreExtraction(predicted, truth)
  scores.push(score)
  if (values.verbose)
    for (const mismatch of score.mismatches) console.info(`${id}  ${JSON.stringify(mismatch).slice(0, 240)}`)
}
console.info(formatScoreTable(aggregateScores(scores)))
const sorted = [...times].sort((a, b) => a - b)
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
console.info(
  `time per CV (${times.length} CVs, warm): p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms`,
)

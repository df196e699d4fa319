/**
 * `npm run eval:cv [-- --verbose] [--only <id-prefix>] [--dir <set>]`: runs the embedded CV extractor on
 * the evaluation sets and prints, for each set apart, per-field precision, recall and F1, the overall micro
 * F1, the micro F1 of the values an import writes (confidence high enough; the rest is only proposed),
 * and the time per CV (p50, p95, max; one warm-up first). Without `--dir` it scores the synthetic set
 * (`tests/cv/`), the real-world development part (`tests/cv-real/dev/`) and the real-world held-out part
 * (`tests/cv-real/held-out/`). `--verbose` lists each mismatch. Sets, scorer and conventions:
 * `tests/cv/README.md`, `tests/cv-real/README.md`, docs/cv-import.md.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { CvExtraction } from '../src/domain/cv-extraction'
import { CONFIDENT } from '../src/features/cv/extraction/cv-confidence'
import { extractCvFromPdf } from '../src/features/cv/extraction/extract-cv.server'
import { aggregateScores, type CvScore, formatScoreTable, scoreExtraction } from '../tests/cv/score'

const SETS = [
  { name: 'synthetic', dir: 'tests/cv' },
  { name: 'real, development', dir: 'tests/cv-real/dev' },
  { name: 'real, held out', dir: 'tests/cv-real/held-out' },
]

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    only: { type: 'string' },
    dir: { type: 'string' },
  },
})

/** What an import writes: the values whose confidence reaches the threshold (the rest is proposed). */
function writtenPart(extraction: CvExtraction): CvExtraction {
  const confidence = extraction.confidence
  if (!confidence) return extraction
  const sure = (path: string) => (confidence[path] ?? 1) >= CONFIDENT
  const kept = <T>(list: T[] | undefined, path: string) =>
    list?.filter((_, index) => sure(`${path}.${index}`))
  const profile = extraction.profile && {
    ...extraction.profile,
    ...Object.fromEntries(
      Object.entries(extraction.profile).map(([key, value]) => [key, sure(`profile.${key}`) ? value : null]),
    ),
  }
  return {
    ...extraction,
    profile,
    experiences: kept(extraction.experiences, 'experiences'),
    diplomas: kept(extraction.diplomas, 'diplomas'),
    skills: kept(extraction.skills, 'skills'),
  }
}

async function evaluate(dir: string) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { id: string }[]
  const cases = manifest.filter((entry) => !values.only || entry.id.startsWith(values.only))
  const pdf = (id: string) => readFileSync(join(dir, 'pdf', `${id}.pdf`))
  // The first call loads pdf.js and the gazetteer; it is not what a CV costs.
  if (cases[0]) await extractCvFromPdf(pdf(cases[0].id))
  const scores: CvScore[] = []
  const written: CvScore[] = []
  const times: number[] = []
  for (const { id } of cases) {
    const truth = JSON.parse(readFileSync(join(dir, 'truth', `${id}.json`), 'utf8'))
    const started = performance.now()
    let predicted: CvExtraction
    try {
      predicted = await extractCvFromPdf(pdf(id))
    } catch {
      predicted = { lang: truth.lang, extractable: false }
    }
    times.push(performance.now() - started)
    const score = scoreExtraction(predicted, truth)
    scores.push(score)
    written.push(scoreExtraction(writtenPart(predicted), truth))
    if (values.verbose)
      for (const mismatch of score.mismatches)
        console.info(`${id}  ${JSON.stringify(mismatch).slice(0, 240)}`)
  }
  return { scores, written, times }
}

for (const set of values.dir ? [{ name: values.dir, dir: values.dir }] : SETS) {
  const { scores, written, times } = await evaluate(set.dir)
  if (!scores.length) continue
  console.info(`\n=== ${set.name} (${set.dir})\n`)
  console.info(formatScoreTable(aggregateScores(scores)))
  const micro = aggregateScores(written).micro
  console.info(
    `values an import writes (confidence ≥ ${CONFIDENT}): precision ${micro.precision.toFixed(3)}  recall ${micro.recall.toFixed(3)}  F1 ${micro.f1.toFixed(3)}`,
  )
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
  console.info(
    `time per CV (${times.length} CVs, warm): p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms`,
  )
}

/**
 * `npx tsx tests/cv/evaluate.ts --predictions <dir> [--details] [--only <id prefix>]`: scores an extractor's
 * output against the ground truth. `<dir>` holds one `<id>.json` per CV (the extractor's result for
 * `tests/cv/pdf/<id>.pdf`); a missing file counts as an empty prediction. Prints the per-field table and the
 * overall micro F1; `--details` also lists every mismatch by CV. Exits 1 when the goals are not met.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { CvResult, ManifestEntry } from './schema'
import { aggregateScores, type CvScore, formatScoreTable, GOALS, scoreExtraction } from './score'

const ROOT = import.meta.dirname
const { values } = parseArgs({
  options: {
    predictions: { type: 'string' },
    details: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
})
if (!values.predictions) {
  console.error('usage: npx tsx tests/cv/evaluate.ts --predictions <dir> [--details] [--only <id prefix>]')
  process.exit(2)
}

const manifest = (JSON.parse(readFileSync(join(ROOT, 'manifest.json'), 'utf8')) as ManifestEntry[]).filter(
  (m) => !values.only || m.id.startsWith(values.only),
)
const scores: CvScore[] = []
let missing = 0
for (const entry of manifest) {
  const truth = JSON.parse(readFileSync(join(ROOT, 'truth', `${entry.id}.json`), 'utf8')) as CvResult
  const file = join(values.predictions, `${entry.id}.json`)
  if (!existsSync(file)) missing += 1
  const predicted: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
  const score = scoreExtraction(predicted, truth)
  scores.push(score)
  if (values.details && score.mismatches.length > 0) {
    console.log(`\n${entry.id} (${entry.layout}, ${entry.pages} p)`)
    for (const m of score.mismatches) {
      console.log(
        `  ${m.field.padEnd(28)} predicted ${JSON.stringify(m.predicted)}  truth ${JSON.stringify(m.truth)}`,
      )
    }
  }
}
const aggregate = aggregateScores(scores)
console.log(`\n${formatScoreTable(aggregate)}`)
if (missing > 0) console.log(`(${missing} CV(s) without a prediction file, scored as empty)`)
const failing = Object.entries(aggregate.fields).filter(
  ([, s]) => s.n >= GOALS.minOccurrences && s.f1 < GOALS.fieldF1,
)
process.exit(aggregate.micro.f1 >= GOALS.microF1 && failing.length === 0 ? 0 : 1)

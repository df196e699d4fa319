import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { aggregateScores, scoreExtraction } from '../../../../tests/cv/score'
import { extractCvFromPdf } from './extract-cv.server'

const SETS = ['tests/cv-real/dev', 'tests/cv-real/held-out']
const linkedInCvs = SETS.flatMap((dir) =>
  (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { id: string; template: string }[])
    .filter((entry) => entry.template === 'linkedin-profile-pdf')
    .map((entry) => ({ dir, id: entry.id })),
)

describe('LinkedIn’s “Save to PDF” profile', () => {
  it('is in both parts of the real-world set', () => {
    expect(linkedInCvs.length).toBeGreaterThanOrEqual(4)
  })

  it.each(linkedInCvs)('reads $id at micro F1 ≥ 0.95', async ({ dir, id }) => {
    const extraction = await extractCvFromPdf(readFileSync(join(dir, 'pdf', `${id}.pdf`)))
    const truth = JSON.parse(readFileSync(join(dir, 'truth', `${id}.json`), 'utf8'))
    const { micro } = aggregateScores([scoreExtraction(extraction, truth)])
    expect(micro.f1).toBeGreaterThanOrEqual(0.95)
  })
})

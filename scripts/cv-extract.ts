/**
 * `npm run cv:extract -- <file.pdf|dir>... --out <dir> [--ocr]`: runs the embedded CV extractor on PDFs (a folder
 * gives its `.pdf` files) and writes one `<name>.json` per PDF in the extraction schema
 * (`src/domain/cv-extraction.ts`), with the time each took on stderr. A scan is `extractable: false`, as
 * the schema says, unless `--ocr` asks to read it (tesseract and pdftoppm installed).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import { extractCvFromPdf } from '../src/features/cv/extraction/extract-cv.server'
import { UnreadablePdf } from '../src/features/cv/extraction/pdf-text.server'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, ocr: { type: 'boolean', default: false } },
})
if (!values.out || positionals.length === 0) {
  console.error('Usage: npm run cv:extract -- <file.pdf|dir>... --out <dir>')
  process.exit(2)
}
const files = positionals.flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((name) => name.toLowerCase().endsWith('.pdf'))
        .sort()
        .map((name) => join(path, name))
    : [path],
)
mkdirSync(values.out, { recursive: true })
let failed = 0
for (const file of files) {
  const started = performance.now()
  const name = basename(file).replace(/\.pdf$/i, '')
  try {
    const extraction = await extractCvFromPdf(readFileSync(file), { ocr: values.ocr })
    writeFileSync(join(values.out, `${name}.json`), `${JSON.stringify(extraction, null, 2)}\n`)
    console.error(`${name}: ${(performance.now() - started).toFixed(0)} ms`)
  } catch (error) {
    failed++
    const reason = error instanceof UnreadablePdf ? error.reason : (error as Error).message
    console.error(`${name}: not read (${reason})`)
  }
}
process.exit(failed ? 1 : 0)

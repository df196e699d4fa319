/**
 * Reading scanned CVs (docs/cv-import.md): when the server has `pdftoppm` (poppler-utils) and `tesseract` with the
 * French, Dutch and English data (Debian: tesseract-ocr, tesseract-ocr-fra, tesseract-ocr-nld), a PDF
 * without text is rendered page by page and read by OCR; its words, with their boxes, go through the same
 * reading order as text. Both run as separate processes, with time limits: the server's event loop is not
 * held. Without them, a scan gets the cannot-read message.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TextPiece } from './cv-layout'
import { CV_MAX_PAGES } from './pdf-text.server'

const run = promisify(execFile)

/** Enough for CV type; a page takes a few seconds of one core at this resolution. */
const OCR_DPI = 150
const STEP_TIMEOUT_MS = 20_000
/** Words the OCR is less sure of than this (0–100) are noise (specks, lines, pictures). */
const MIN_CONFIDENCE = 40

let available: Promise<boolean> | undefined

/** Whether both programs are installed (asked once). */
export function ocrAvailable(): Promise<boolean> {
  available ??= Promise.all([run('pdftoppm', ['-v']), run('tesseract', ['--version'])]).then(
    () => true,
    () => false,
  )
  return available
}

/** The words of a scanned PDF, page by page, in points from each page's top-left corner. */
export async function ocrPieces(bytes: Uint8Array): Promise<TextPiece[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'tremplin-ocr-'))
  try {
    const input = join(dir, 'cv.pdf')
    await writeFile(input, bytes)
    await run(
      'pdftoppm',
      ['-r', String(OCR_DPI), '-png', '-l', String(CV_MAX_PAGES), input, join(dir, 'page')],
      {
        timeout: STEP_TIMEOUT_MS,
      },
    )
    const images = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort()
    const pages: TextPiece[][] = []
    for (const [index, image] of images.entries()) {
      const { stdout } = await run('tesseract', [join(dir, image), '-', '-l', 'fra+nld+eng', 'tsv'], {
        timeout: STEP_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      })
      pages.push(wordsOf(stdout, index + 1))
    }
    return pages
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

const toPoints = (pixels: number) => (pixels * 72) / OCR_DPI

/** Tesseract's TSV: level 5 rows are words, with their box in pixels and a confidence. */
export function wordsOf(tsv: string, page: number): TextPiece[] {
  return tsv.split('\n').flatMap((row) => {
    const cells = row.split('\t')
    const [level, , , , , , left, top, width, height, confidence, text] = cells
    if (level !== '5' || !text?.trim() || Number(confidence) < MIN_CONFIDENCE) return []
    return [
      {
        text: text.trim(),
        page,
        x: toPoints(Number(left)),
        y: toPoints(Number(top)),
        width: toPoints(Number(width)),
        // A word's box is about its letters' height; a font's size is a little more.
        size: toPoints(Number(height)) * 1.2,
        bold: false,
      },
    ]
  })
}

/** Printing HTML with three engines, and the last pass every PDF goes through (pinned dates). */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { type Browser, chromium } from 'playwright-core'

/** Every file says it was made on this date, so rebuilding gives the same bytes where the engine allows. */
export const FIXED_DATE = new Date('2026-03-02T10:00:00Z')
export const SOURCE_DATE_EPOCH = String(FIXED_DATE.getTime() / 1000)

let browser: Browser | undefined
export async function chromiumPdf(
  html: string,
  options: { margin?: string; format?: 'A4' | 'Letter'; footer?: string } = {},
) {
  browser ??= await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const page = await browser.newPage()
  await page.setContent(html, { waitUntil: 'load' })
  const m = options.margin ?? '0'
  const pdf = await page.pdf({
    format: options.format ?? 'A4',
    printBackground: true,
    margin: options.footer
      ? { top: '10mm', bottom: '14mm', left: m, right: m }
      : { top: m, bottom: m, left: m, right: m },
    displayHeaderFooter: Boolean(options.footer),
    headerTemplate: '<span></span>',
    footerTemplate: options.footer ?? '<span></span>',
  })
  await page.close()
  return new Uint8Array(pdf)
}
export async function closeBrowser() {
  await browser?.close()
  browser = undefined
}

const scratch = () => mkdtempSync(join(tmpdir(), 'cv-real-'))

export function wkhtmlPdf(html: string): Uint8Array {
  const dir = scratch()
  writeFileSync(join(dir, 'cv.html'), html)
  execFileSync(
    'wkhtmltopdf',
    [
      '--quiet',
      '-s',
      'A4',
      '-T',
      '0',
      '-B',
      '0',
      '-L',
      '0',
      '-R',
      '0',
      '--enable-local-file-access',
      join(dir, 'cv.html'),
      join(dir, 'cv.pdf'),
    ],
    { stdio: 'inherit' },
  )
  return new Uint8Array(readFileSync(join(dir, 'cv.pdf')))
}

export function weasyPdf(html: string): Uint8Array {
  const dir = scratch()
  writeFileSync(join(dir, 'cv.html'), html)
  execFileSync('weasyprint', ['-q', join(dir, 'cv.html'), join(dir, 'cv.pdf')], {
    env: { ...process.env, SOURCE_DATE_EPOCH },
  })
  return new Uint8Array(readFileSync(join(dir, 'cv.pdf')))
}

/** LaTeX: compile `main.tex` (and its files) with the given engine, twice for page totals. */
export function latexPdf(tex: string, engine: 'pdflatex' | 'xelatex' | 'lualatex' = 'pdflatex'): Uint8Array {
  const dir = scratch()
  writeFileSync(join(dir, 'main.tex'), tex)
  for (let i = 0; i < 2; i++)
    try {
      execFileSync(engine, ['-interaction=nonstopmode', '-halt-on-error', 'main.tex'], {
        cwd: dir,
        env: { ...process.env, SOURCE_DATE_EPOCH, FORCE_SOURCE_DATE: '1' },
        stdio: 'pipe',
      })
    } catch {
      const log = readFileSync(join(dir, 'main.log'), 'utf8')
      throw new Error(
        `${engine} failed in ${dir}:\n${log
          .split('\n')
          .filter((l) => l.startsWith('!'))
          .join('\n')}`,
      )
    }
  return new Uint8Array(readFileSync(join(dir, 'main.pdf')))
}

/** LibreOffice: any document it opens → PDF. */
export function officePdf(bytes: Uint8Array, ext: string): Uint8Array {
  const dir = scratch()
  writeFileSync(join(dir, `cv.${ext}`), bytes)
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      join(dir, `cv.${ext}`),
    ],
    {
      stdio: 'pipe',
    },
  )
  return new Uint8Array(readFileSync(join(dir, 'cv.pdf')))
}

export interface Attachment {
  name: string
  description: string
  mimeType: string
  bytes: Uint8Array
  afRelationship?: 'Data' | 'Source' | 'Alternative' | 'Supplement' | 'Unspecified'
}

/**
 * Pins the dates (and the trailer ID) and, for Europass, embeds the XML the way the editor does: an
 * EmbeddedFile in the document's name tree, described "Europass XML Attachment", MIME application/xml.
 * The producer and creator the engine wrote are kept.
 */
export async function finalize(bytes: Uint8Array, attachments: Attachment[] = []): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  for (const a of attachments)
    await doc.attach(a.bytes, a.name, {
      mimeType: a.mimeType,
      description: a.description,
      creationDate: FIXED_DATE,
      modificationDate: FIXED_DATE,
      ...(a.afRelationship ? { afRelationship: a.afRelationship as never } : {}),
    })
  const id = PDFString.of('tremplin-cv-real')
  doc.context.trailerInfo.ID = doc.context.obj([id, id])
  void PDFName
  return doc.save({ useObjectStreams: false })
}

/**
 * `npx tsx tests/cv/generate.ts [--only <id prefix>] [--html <dir>]`: writes the CV evaluation set of docs/cv-import.md.
 * `--out <dir> --count <n> [--seed-prefix <p>]` writes a held-out set instead (other people, other style
 * draws, same layouts and languages) into `<dir>/pdf`, `<dir>/truth` and `<dir>/manifest.json`, leaving the
 * committed set alone: a rule that improves the committed set but not a held-out one is fitted to its files.
 *
 * Each CV is a fictional person drawn from a seeded PRNG, rendered from HTML + CSS by Chromium's
 * print-to-PDF (so the PDF has a real text layout, like a Word or Canva export), or, for the text-less
 * ones, screenshotted and embedded as a JPEG with pdf-lib. Writes `pdf/<id>.pdf`, `truth/<id>.json` and
 * `manifest.json` next to this file. The same code and seeds give the same files.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { PDFDocument } from 'pdf-lib'
import { type Browser, chromium } from 'playwright-core'
import { buildHoldoutSet } from './generator/holdout'
import { buildModel, type CvModel, createDecks, type Spec, truthOf } from './generator/model'
import { createRng, hashSeed } from './generator/prng'
import { renderHtml } from './generator/render'
import type { CvLang, CvLayout, ManifestEntry } from './schema'

const ROOT = import.meta.dirname
const FIXED_DATE = new Date('2026-01-15T09:00:00Z')

type Row = [CvLang, CvLayout, Spec['persona'], Spec['length'], ('scan' | 'scan2')?]

/** The set: 19 French (40 %), 17 Dutch (35 %), 12 English (25 %); six of each layout; four scans. */
const ROWS: Row[] = [
  ['fr', 'single-column', 'mid', 'medium'],
  ['fr', 'single-column', 'senior', 'xlong'],
  ['fr', 'single-column', 'student', 'short'],
  ['fr', 'classic-centred', 'mid', 'long'],
  ['fr', 'classic-centred', 'junior', 'medium'],
  ['fr', 'classic-centred', 'mid', 'short', 'scan'],
  ['fr', 'header-band', 'changer', 'long'],
  ['fr', 'header-band', 'junior', 'short'],
  ['fr', 'date-gutter', 'senior', 'xlong'],
  ['fr', 'date-gutter', 'mid', 'medium'],
  ['fr', 'sidebar-left', 'mid', 'long'],
  ['fr', 'sidebar-left', 'student', 'short'],
  ['fr', 'sidebar-right', 'junior', 'medium'],
  ['fr', 'sidebar-right', 'senior', 'xlong'],
  ['fr', 'sidebar-dark', 'mid', 'medium'],
  ['fr', 'sidebar-dark', 'changer', 'long'],
  ['fr', 'sidebar-dark', 'junior', 'short', 'scan'],
  ['fr', 'two-columns', 'senior', 'long'],
  ['fr', 'two-columns', 'mid', 'medium'],
  ['nl', 'single-column', 'mid', 'long'],
  ['nl', 'single-column', 'junior', 'short'],
  ['nl', 'classic-centred', 'senior', 'xlong'],
  ['nl', 'classic-centred', 'student', 'short'],
  ['nl', 'header-band', 'mid', 'medium'],
  ['nl', 'header-band', 'senior', 'long'],
  ['nl', 'header-band', 'junior', 'short', 'scan'],
  ['nl', 'date-gutter', 'mid', 'long'],
  ['nl', 'date-gutter', 'changer', 'medium'],
  ['nl', 'sidebar-left', 'junior', 'medium'],
  ['nl', 'sidebar-left', 'senior', 'xlong'],
  ['nl', 'sidebar-right', 'mid', 'medium'],
  ['nl', 'sidebar-right', 'student', 'short'],
  ['nl', 'sidebar-dark', 'mid', 'long'],
  ['nl', 'sidebar-dark', 'junior', 'medium'],
  ['nl', 'two-columns', 'senior', 'medium'],
  ['nl', 'two-columns', 'mid', 'medium'],
  ['en', 'single-column', 'mid', 'medium', 'scan2'],
  ['en', 'classic-centred', 'senior', 'long'],
  ['en', 'header-band', 'mid', 'medium'],
  ['en', 'date-gutter', 'senior', 'xlong'],
  ['en', 'date-gutter', 'junior', 'short'],
  ['en', 'sidebar-left', 'mid', 'medium'],
  ['en', 'sidebar-left', 'student', 'short'],
  ['en', 'sidebar-right', 'changer', 'medium'],
  ['en', 'sidebar-right', 'senior', 'long'],
  ['en', 'sidebar-dark', 'junior', 'medium'],
  ['en', 'two-columns', 'mid', 'long'],
  ['en', 'two-columns', 'senior', 'medium'],
]

export function buildSet(): CvModel[] {
  // Scans draw their styles apart: every style variant then occurs among the CVs that have a text layer.
  const decks = createDecks(createRng(20261111))
  const scanDecks = createDecks(createRng(20261112))
  const counters: Record<CvLang, number> = { fr: 0, nl: 0, en: 0 }
  return ROWS.map(([lang, layout, persona, length, scan]) => {
    counters[lang] += 1
    const id = `${lang}-${String(counters[lang]).padStart(2, '0')}-${layout}${scan ? '-scan' : ''}`
    const spec: Spec = {
      lang,
      layout,
      persona,
      length,
      extractable: !scan,
      scanPages: scan === 'scan2' ? 2 : 1,
    }
    return buildModel(id, spec, createRng(hashSeed(id)), scan ? scanDecks : decks)
  })
}

/** Chromium stamps the time into the PDF: pin it (same length, so the xref offsets stay valid). */
function pinDates(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:\d{14}/g, '/$1 (D:20260115090000')
  return Buffer.from(text, 'latin1')
}

/**
 * JSON as the project's formatter (Biome, line width 110) prints it: objects expanded, arrays of scalars on
 * one line when they fit. Keeps `npm run lint` clean without reformatting generated files.
 */
export function formatJson(value: unknown, indent = '', prefix = '', comma = false): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const inline = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`
      if (indent.length + prefix.length + inline.length + (comma ? 1 : 0) <= 110) return inline
    }
    const inner = `${indent}  `
    return `[\n${value.map((v, i) => inner + formatJson(v, inner, '', i < value.length - 1)).join(',\n')}\n${indent}]`
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 0) return '{}'
    const inner = `${indent}  `
    return `{\n${entries
      .map(([key, v], i) => {
        const head = `${JSON.stringify(key)}: `
        return inner + head + formatJson(v, inner, head, i < entries.length - 1)
      })
      .join(',\n')}\n${indent}}`
  }
  return JSON.stringify(value)
}

/** The pages each length class takes (at least, at most). */
const PAGES: Record<Spec['length'], [number, number]> = {
  short: [1, 1],
  medium: [1, 2],
  long: [2, 2],
  xlong: [3, 3],
}

/** Prints the CV, enlarging its text (up to 30 %) or shortening it until it has the pages its class wants. */
async function textPdf(browser: Browser, model: CvModel): Promise<Buffer> {
  const [min, max] = PAGES[model.spec.length]
  const step = (delta: number) => {
    model.style.scale = Math.round((model.style.scale + delta) * 100) / 100
  }
  for (let attempt = 0; ; attempt++) {
    const pdf = await printPdf(browser, model)
    const pages = (await PDFDocument.load(pdf)).getPageCount()
    if (pages >= min && pages <= max) return pdf
    if (attempt > 60) throw new Error(`${model.id}: ${pages} pages, its length class wants ${min}-${max}`)
    if (pages < min) {
      if (model.style.scale >= 1.3) {
        // Too little content for its class even in large print: keep it short, in normal print.
        model.style.scale = 1
        return printPdf(browser, model)
      }
      step(0.04)
    } else if (model.style.scale > 1) step(-0.04)
    else if (!shorten(model)) throw new Error(`${model.id}: ${pages} pages and nothing left to cut`)
  }
}

async function printPdf(browser: Browser, model: CvModel): Promise<Buffer> {
  const page = await browser.newPage()
  try {
    await page.setContent(renderHtml(model), { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    const name = `${model.person.first} ${model.person.last}`
    const pdf = await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: model.style.footer,
      headerTemplate: '<span></span>',
      footerTemplate: `<div style="font-size:7.5px;color:#777;width:100%;text-align:center;font-family:'${model.style.font}'">${name} – CV – <span class="pageNumber"></span>/<span class="totalPages"></span></div>`,
    })
    return pinDates(Buffer.from(pdf))
  } finally {
    await page.close()
  }
}

/**
 * Removes one piece of content from a CV that runs longer than its length class allows (a one-page CV
 * that spills a few lines onto a second page, a scan that must fit its sheet); false when nothing is left
 * to cut. The truth is written from the model afterwards, so it follows.
 */
function shorten(model: CvModel): boolean {
  if (model.references) model.references = false
  else if (model.person.misc.length > 0) model.person.misc = []
  else if (model.interests.length > 0) model.interests = []
  else if (model.profileText) model.profileText = null
  else {
    const longest = [...model.experiences].sort((a, b) => b.lines.length - a.lines.length)[0]
    if (longest && longest.lines.length > 1) longest.lines.pop()
    else if (model.experiences.length > 2) model.experiences.pop()
    else return false
  }
  return true
}

/** A "scanned" CV: 150 dpi JPEG pages in a PDF, no text layer. */
async function scanPdf(browser: Browser, model: CvModel): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: 794, height: 1123 },
    deviceScaleFactor: 150 / 96,
  })
  const doc = await PDFDocument.create()
  try {
    const page = await context.newPage()
    await page.emulateMedia({ media: 'print' })
    const parts: (1 | 2 | undefined)[] = model.spec.scanPages === 2 ? [1, 2] : [undefined]
    for (const part of parts) {
      // A scan is one sheet per page: shorten the CV until it fits (its truth holds no content anyway).
      for (let attempt = 0; ; attempt++) {
        await page.setContent(renderHtml(model, { scan: true, part }), { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        const height = await page.evaluate(() => document.body.scrollHeight)
        if (height <= 1123) break
        if (attempt > 40 || !shorten(model))
          throw new Error(`${model.id}: the scan overflows its page (${height}px)`)
      }
      const jpeg = await page.screenshot({
        type: 'jpeg',
        quality: 55,
        clip: { x: 0, y: 0, width: 794, height: 1123 },
      })
      const image = await doc.embedJpg(jpeg)
      const pdfPage = doc.addPage([595.28, 841.89])
      pdfPage.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 })
    }
  } finally {
    await context.close()
  }
  doc.setProducer('Scanner')
  doc.setCreator('Scanner')
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      html: { type: 'string' },
      out: { type: 'string' },
      count: { type: 'string', default: '20' },
      'seed-prefix': { type: 'string', default: 'holdout' },
    },
  })
  const root = values.out ?? ROOT
  const set = values.out ? buildHoldoutSet(values['seed-prefix'], Number(values.count)) : buildSet()
  const selected = values.only ? set.filter((m) => m.id.startsWith(values.only!)) : set
  const pdfDir = join(root, 'pdf')
  const truthDir = join(root, 'truth')
  if (!values.only) {
    rmSync(pdfDir, { recursive: true, force: true })
    rmSync(truthDir, { recursive: true, force: true })
  }
  mkdirSync(pdfDir, { recursive: true })
  mkdirSync(truthDir, { recursive: true })
  if (values.html) mkdirSync(values.html, { recursive: true })

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  })
  const manifest: ManifestEntry[] = []
  try {
    for (const model of selected) {
      if (values.html) writeFileSync(join(values.html, `${model.id}.html`), renderHtml(model))
      let pdf: Buffer
      try {
        pdf = model.spec.extractable ? await textPdf(browser, model) : await scanPdf(browser, model)
      } catch (error) {
        // A held-out draw may ask for more than its length class holds: left out, the rest stays the same.
        if (!values.out) throw error
        console.warn(`${model.id}: left out (${(error as Error).message})`)
        continue
      }
      writeFileSync(join(pdfDir, `${model.id}.pdf`), pdf)
      writeFileSync(join(truthDir, `${model.id}.json`), `${formatJson(truthOf(model))}\n`)
      const pages = (await PDFDocument.load(pdf)).getPageCount()
      manifest.push({
        id: model.id,
        language: model.lang,
        layout: model.spec.layout,
        pages,
        extractable: model.spec.extractable,
        features: model.spec.extractable ? model.features : ['no text layer (JPEG scan)'],
      })
      console.log(
        `${model.id.padEnd(34)} ${String(pages)} p  ${(pdf.length / 1024).toFixed(0).padStart(4)} KB`,
      )
    }
  } finally {
    await browser.close()
  }
  if (!values.only) {
    writeFileSync(join(root, 'manifest.json'), `${formatJson(manifest)}\n`)
    const stale = readdirSync(pdfDir).filter((f) => !set.some((m) => `${m.id}.pdf` === f))
    if (stale.length > 0) console.warn('stale files:', stale)
  }
}

if (import.meta.main || process.argv[1]?.endsWith('generate.ts')) await main()

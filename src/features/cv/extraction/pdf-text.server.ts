/**
 * The text of a PDF with its positions, sizes and weights (pdf.js through unpdf). Bold is read from the
 * fonts' real names ("…-Bold", "…Semibold"), which pdf.js only knows once a page's operators are loaded.
 *
 * pdf.js runs on the thread that calls it, and a hostile PDF can keep it busy or make it eat memory: it
 * runs in a worker thread with a memory ceiling and a time limit, terminated when either is reached, so the
 * server's event loop is never held.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { TextPiece } from './cv-layout'

export const CV_MAX_PAGES = 10
/** A two-page CV takes well under a second; past this the PDF is pathological. */
export const PDF_TEXT_TIMEOUT_MS = 10_000
const WORKER_MEMORY_MB = 256

export class UnreadablePdf extends Error {
  constructor(readonly reason: 'encrypted' | 'damaged' | 'too-many-pages') {
    super(reason)
  }
}

type GetDocumentProxy = typeof import('unpdf').getDocumentProxy

/**
 * Reads every page. Self-contained (no closure, no import): its source is also what the worker runs.
 * Throws an error named `TooManyPages`, or pdf.js's own (`PasswordException`...).
 */
async function pdfTextPages(
  getDocumentProxy: GetDocumentProxy,
  bytes: Uint8Array,
  maxPages: number,
): Promise<TextPiece[][]> {
  const document = await getDocumentProxy(new Uint8Array(bytes), {
    verbosity: 0,
    // No JavaScript, no embedded files, no fonts fetched: text only.
    enableXfa: false,
    disableFontFace: true,
  })
  try {
    if (document.numPages > maxPages)
      throw Object.assign(new Error('too many pages'), { name: 'TooManyPages' })
    const pages: TextPiece[][] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const height = page.view[3]! - page.view[1]!
      const content = await page.getTextContent()
      const items = content.items.flatMap((item) => ('str' in item ? [item] : []))
      const bold = new Map<string, boolean>()
      if (items.length) {
        await page.getOperatorList()
        for (const fontName of new Set(items.map((item) => item.fontName))) {
          const font = page.commonObjs.has(fontName)
            ? (page.commonObjs.get(fontName) as { name?: string; bold?: boolean; black?: boolean })
            : undefined
          const name = `${font?.name ?? ''} ${content.styles[fontName]?.fontFamily ?? ''}`
          bold.set(
            fontName,
            Boolean(font?.bold || font?.black) || /bold|black|heavy|semibold|demi/i.test(name),
          )
        }
      }
      pages.push(
        items
          .filter((item) => item.str.trim())
          .map((item) => {
            const size = Math.hypot(item.transform[2]!, item.transform[3]!) || item.height || 10
            return {
              text: item.str,
              page: number,
              x: item.transform[4]!,
              y: height - item.transform[5]! - size,
              width: item.width,
              size,
              bold: bold.get(item.fontName) ?? false,
            }
          }),
      )
      page.cleanup()
    }
    return pages
  } finally {
    await document.loadingTask.destroy().catch(() => {})
  }
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { getDocumentProxy } = require(workerData.unpdfPath)
const pdfTextPages = (${pdfTextPages.toString()})
pdfTextPages(getDocumentProxy, workerData.bytes, workerData.maxPages).then(
  (pages) => parentPort.postMessage({ pages }),
  (error) => parentPort.postMessage({ error: (error && error.name) || 'Error' }),
)`

const reasonOf = (name: string): UnreadablePdf['reason'] =>
  name === 'PasswordException' ? 'encrypted' : name === 'TooManyPages' ? 'too-many-pages' : 'damaged'

/** The pages' text pieces, read in a worker thread (throws `UnreadablePdf`). */
export function readPdfText(bytes: Uint8Array, timeoutMs = PDF_TEXT_TIMEOUT_MS): Promise<TextPiece[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        bytes: new Uint8Array(bytes),
        maxPages: CV_MAX_PAGES,
        unpdfPath: createRequire(import.meta.url).resolve('unpdf'),
      },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
      stdout: true,
      stderr: true,
    })
    const done = (outcome: () => void) => {
      clearTimeout(timer)
      void worker.terminate()
      outcome()
    }
    const timer = setTimeout(() => done(() => reject(new UnreadablePdf('damaged'))), timeoutMs)
    worker.once('message', (answer: { pages?: TextPiece[][]; error?: string }) =>
      done(() =>
        answer.pages ? resolve(answer.pages) : reject(new UnreadablePdf(reasonOf(answer.error ?? ''))),
      ),
    )
    // Out of memory, or the worker could not start: the PDF is not read, the server goes on.
    worker.once('error', () => done(() => reject(new UnreadablePdf('damaged'))))
    worker.once('exit', () => done(() => reject(new UnreadablePdf('damaged'))))
  })
}

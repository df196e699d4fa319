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

/** A file attached to the PDF (a Europass CV carries its XML so). */
export type PdfAttachment = { name: string; content: Uint8Array }

export type PdfText = {
  pages: TextPiece[][]
  attachments: PdfAttachment[]
  /** Every link annotation's address, in page order (an icon's link has no text to sit under). */
  links: string[]
}

/**
 * Reads every page: its text pieces, each with the link it sits under (a PDF's link annotations hold the
 * addresses that icons and short labels stand for), without the glyphs of icon fonts ("LINKEDIN", "📱"),
 * and the small XML files attached to the document.
 * Self-contained (no closure, no import, no named inner function — a transpiler may wrap those in a helper
 * the worker lacks): its source is also what the worker runs.
 * Throws an error named `TooManyPages`, or pdf.js's own (`PasswordException`...).
 */
async function pdfTextPages(
  getDocumentProxy: GetDocumentProxy,
  bytes: Uint8Array,
  maxPages: number,
): Promise<PdfText> {
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
    const allLinks: string[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const [left, bottom, , top] = page.view as [number, number, number, number]
      const height = top - bottom
      const content = await page.getTextContent()
      const items = content.items.flatMap((item) => ('str' in item ? [item] : []))
      const bold = new Map<string, boolean>()
      const icons = new Set<string>()
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
          if (
            /awesome|academicons|marvosym|fontello|octicons|ionicons|remixicon|tabler|material.?(?:icons|symbols)|bootstrap.?icons|simple.?icons|devicon|entypo|feather|lucide|icomoon|\bicons?\b|-icons?\b/i.test(
              name,
            )
          )
            icons.add(fontName)
        }
      }
      // Link annotations in the pieces' coordinates (from the page's top-left corner).
      const links = (await page.getAnnotations())
        .filter((annotation) => annotation.subtype === 'Link' && typeof annotation.url === 'string')
        .map((annotation) => {
          const [x1, y1, x2, y2] = annotation.rect as [number, number, number, number]
          return {
            url: annotation.url as string,
            x0: x1 - left,
            x1: x2 - left,
            top: top - y2,
            bottom: top - y1,
          }
        })
      pages.push(
        items
          // Symbol fonts' bullets sit in the private use area; other private-use glyphs and control
          // characters are icons or font junk. (No named function in here: see WORKER_SOURCE.)
          // An icon font's bullets ("○", "▸") are bullets; its other glyphs are icons.
          .map((item) => ({
            ...item,
            str: item.str
              .replace(/[\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf0e0]/g, '•')
              .replace(/[\p{Co}\p{Cc}]/gu, '')
              .replace(/^\s*[○●◦•▪▫■□◆◇▸▹►▻➤➢✓✔‣⁃]\s*$/u, icons.has(item.fontName) ? '•' : '$&'),
            fontName: /^\s*[○●◦•▪▫■□◆◇▸▹►▻➤➢✓✔‣⁃]\s*$/u.test(item.str) ? '' : item.fontName,
          }))
          .filter(
            (item) =>
              item.str.trim() &&
              !icons.has(item.fontName) &&
              !/^\p{Extended_Pictographic}+$/u.test(item.str.trim()),
          )
          .map((item) => {
            const size = Math.hypot(item.transform[2]!, item.transform[3]!) || item.height || 10
            const x = item.transform[4]! - left
            const y = height - (item.transform[5]! - bottom) - size
            const middle = y + size / 2
            const link = links.find(
              (link) =>
                x + Math.min(item.width, size) / 2 >= link.x0 &&
                x < link.x1 &&
                middle >= link.top - 1 &&
                middle <= link.bottom + 1,
            )
            return {
              text: item.str,
              page: number,
              x,
              y,
              width: item.width,
              size,
              bold: bold.get(item.fontName) ?? false,
              ...(link ? { link: link.url } : {}),
            }
          }),
      )
      page.cleanup()
    }
    // pdf.js lists attachments by name (a Map in this version) and gives each one's bytes on request.
    const listed = (await document.getAttachments()) as
      | Map<string, { filename?: string }>
      | Record<string, { filename?: string }>
      | null
    const names = listed instanceof Map ? [...listed.keys()] : Object.keys(listed ?? {})
    const attachments: PdfAttachment[] = []
    for (const name of names.filter((name) => /\.xml$/i.test(name)).slice(0, 5)) {
      const viewer = document as unknown as { getAttachmentContent?: (name: string) => Promise<Uint8Array> }
      const content = await viewer.getAttachmentContent?.(name).catch(() => undefined)
      if (content instanceof Uint8Array && content.length < 2_000_000) attachments.push({ name, content })
    }
    return { pages, attachments, links: allLinks }
  } finally {
    await document.loadingTask.destroy().catch(() => {})
  }
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { getDocumentProxy } = require(workerData.unpdfPath)
const pdfTextPages = (${pdfTextPages.toString()})
parentPort.on('message', ({ id, bytes, maxPages }) =>
  pdfTextPages(getDocumentProxy, bytes, maxPages).then(
    (text) => parentPort.postMessage({ id, text }),
    (error) => parentPort.postMessage({ id, error: (error && error.name) || 'Error' }),
  ),
)`

const reasonOf = (name: string): UnreadablePdf['reason'] =>
  name === 'PasswordException' ? 'encrypted' : name === 'TooManyPages' ? 'too-many-pages' : 'damaged'

type Pending = { resolve: (text: PdfText) => void; reject: (error: UnreadablePdf) => void }

/**
 * One warm worker (pdf.js loads once), replaced whenever a read runs out of time or memory: then every
 * read it held fails as unreadable, and the next one starts a fresh worker.
 */
class PdfTextWorker {
  private worker: Worker | undefined
  private readonly pending = new Map<number, Pending>()
  private nextId = 0

  read(bytes: Uint8Array, timeoutMs: number): Promise<PdfText> {
    const worker = this.started()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stop(worker), timeoutMs)
      this.pending.set(id, {
        resolve: (text) => {
          clearTimeout(timer)
          resolve(text)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      worker.postMessage({ id, bytes: new Uint8Array(bytes), maxPages: CV_MAX_PAGES })
    })
  }

  private started(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { unpdfPath: createRequire(import.meta.url).resolve('unpdf') },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
      stdout: true,
      stderr: true,
    })
    worker.on('message', ({ id, text, error }: { id: number; text?: PdfText; error?: string }) => {
      const pending = this.pending.get(id)
      this.pending.delete(id)
      if (text) pending?.resolve(text)
      else pending?.reject(new UnreadablePdf(reasonOf(error ?? '')))
    })
    // Out of memory or crashed: what it held is unreadable; the next read starts another.
    worker.on('error', () => this.stop(worker))
    worker.on('exit', () => this.stop(worker))
    // An idle worker does not keep the process alive (tests, scripts, shutdown).
    worker.unref()
    this.worker = worker
    return worker
  }

  private stop(worker: Worker) {
    if (this.worker !== worker) return
    this.worker = undefined
    void worker.terminate()
    for (const pending of this.pending.values()) pending.reject(new UnreadablePdf('damaged'))
    this.pending.clear()
  }
}

const pdfTextWorker = new PdfTextWorker()

/** The pages' text pieces and the attached XML files, read off the event loop (throws `UnreadablePdf`). */
export function readPdfText(bytes: Uint8Array, timeoutMs = PDF_TEXT_TIMEOUT_MS): Promise<PdfText> {
  return pdfTextWorker.read(bytes, timeoutMs)
}

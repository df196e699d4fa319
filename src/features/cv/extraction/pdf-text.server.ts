/**
 * The text of a PDF with its positions, sizes and weights (pdf.js through unpdf). Bold is read from the
 * fonts' real names ("…-Bold", "…Semibold"), which pdf.js only knows once a page's operators are loaded.
 */
import { getDocumentProxy } from 'unpdf'
import type { TextPiece } from './cv-layout'

export const CV_MAX_PAGES = 10

export class UnreadablePdf extends Error {
  constructor(readonly reason: 'encrypted' | 'damaged' | 'too-many-pages') {
    super(reason)
  }
}

export async function readPdfText(bytes: Uint8Array): Promise<TextPiece[][]> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  try {
    document = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      // No JavaScript, no embedded files, no fonts fetched: text only.
      enableXfa: false,
      disableFontFace: true,
    })
    if (document.numPages > CV_MAX_PAGES) throw new UnreadablePdf('too-many-pages')
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
  } catch (error) {
    if (error instanceof UnreadablePdf) throw error
    if ((error as Error | undefined)?.name === 'PasswordException') throw new UnreadablePdf('encrypted')
    throw new UnreadablePdf('damaged')
  } finally {
    await document?.loadingTask.destroy().catch(() => {})
  }
}

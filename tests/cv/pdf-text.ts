/**
 * `npx tsx tests/cv/pdf-text.ts <id or path>…`: prints the text pdf.js extracts from CVs of the set (the
 * pdf.js bundled in `unpdf`, `getTextContent`, items joined in content-stream order, a line break where
 * pdf.js marks one), page by page — what an extractor starts from.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getDocumentProxy } from 'unpdf'

for (const arg of process.argv.slice(2)) {
  const file = existsSync(arg) ? arg : join(import.meta.dirname, 'pdf', `${arg}.pdf`)
  const doc = await getDocumentProxy(new Uint8Array(readFileSync(file)))
  console.log(`== ${file} (${doc.numPages} page${doc.numPages > 1 ? 's' : ''})`)
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    const text = content.items
      .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
      .join('')
      .trim()
    console.log(`-- page ${i}: ${text.length} characters\n${text}`)
  }
}

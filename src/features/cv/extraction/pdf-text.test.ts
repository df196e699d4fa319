import { describe, expect, it } from 'vitest'
import { lotteCv } from '../../../../tests/cv-files'
import { encryptedPdf, htmlPage, pdfFile } from '../../../../tests/upload-files'
import { readPdfText, UnreadablePdf } from './pdf-text.server'

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error) => (error instanceof UnreadablePdf ? error.reason : `not an UnreadablePdf: ${error}`),
  )

describe('reading a PDF in a worker thread', () => {
  it('gives the text pieces with their positions, sizes and weights', async () => {
    const {
      pages: [page],
    } = await readPdfText(await lotteCv())
    const name = page!.find((piece) => piece.text === 'Lotte Peeters')
    expect(name).toMatchObject({ page: 1, bold: true })
    expect(name!.size).toBeCloseTo(24, 0)
    expect(page!.find((piece) => piece.text.startsWith('• Opvolging'))?.bold).toBe(false)
  })

  it('refuses what it cannot or must not read, and never hangs', async () => {
    expect(await reasonOf(readPdfText(await encryptedPdf()))).toBe('encrypted')
    expect(await reasonOf(readPdfText(await pdfFile({ pages: 11 })))).toBe('too-many-pages')
    expect(await reasonOf(readPdfText(Buffer.from(htmlPage())))).toBe('damaged')
    // Past its time limit the worker is terminated and the PDF counts as unreadable.
    expect(await reasonOf(readPdfText(await lotteCv(), 1))).toBe('damaged')
  })
})

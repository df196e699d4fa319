/**
 * CV PDFs for the import tests, written with pdf-lib like a word processor would: a name in large type, a
 * headline, contact lines, headings in bold, entries with their dates, bullet lists; and a scanned CV (a
 * picture of text, no text layer).
 */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

type Line = { text: string; size?: number; bold?: boolean; indent?: number; gap?: number }

/** A one-column Dutch CV of Lotte Peeters (the facts the tests expect are in `LOTTE_CV`). */
export async function lotteCv(): Promise<Buffer> {
  const lines: Line[] = [
    { text: 'Lotte Peeters', size: 24, bold: true },
    { text: 'Projectcoördinator energietransitie', size: 13 },
    { text: 'lotte.peeters@example.be  |  0486/45.12.78  |  9000 Gent', gap: 4 },
    { text: 'linkedin.com/in/lotte-peeters' },
    { text: 'Werkervaring', size: 14, bold: true, gap: 14 },
    { text: 'Projectcoördinator – Energiecoöperatie Ecopower, Gent', bold: true, gap: 6 },
    { text: 'maart 2021 – heden · vast contract' },
    { text: '• Begeleiding van 15 buurtprojecten rond zonne-energie', indent: 10 },
    { text: '• Opvolging van het jaarbudget', indent: 10 },
    { text: 'Vrijwilliger – Natuurpunt vzw, Leuven', bold: true, gap: 6 },
    { text: '09/2018 – 02/2021' },
    { text: '• Organisatie van natuurwandelingen', indent: 10 },
    { text: 'Opleiding', size: 14, bold: true, gap: 14 },
    { text: 'Master in de bio-ingenieurswetenschappen', bold: true, gap: 6 },
    { text: 'Universiteit Gent, 2016 – 2018' },
    { text: 'Vaardigheden', size: 14, bold: true, gap: 14 },
    { text: 'Projectbeheer, Excel, Facilitatie' },
    { text: 'Talen', size: 14, bold: true, gap: 14 },
    { text: 'Nederlands: moedertaal' },
    { text: 'Frans: C1' },
    { text: 'Engels: B2' },
  ]
  const document = await PDFDocument.create()
  const regular = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)
  const page = document.addPage([595, 842])
  let y = 790
  for (const line of lines) {
    const size = line.size ?? 10.5
    y -= (line.gap ?? 0) + size * 1.35
    const font: PDFFont = line.bold ? bold : regular
    page.drawText(line.text, { x: 56 + (line.indent ?? 0), y, size, font, color: rgb(0.1, 0.1, 0.1) })
  }
  return Buffer.from(await document.save())
}

/** What a careful reader takes from `lotteCv()`. */
export const LOTTE_CV = {
  firstName: 'Lotte',
  lastName: 'Peeters',
  profileTitle: 'Projectcoördinator energietransitie',
  email: 'lotte.peeters@example.be',
  phone: '+32486451278',
  city: 'Gent',
  linkedinUrl: 'https://linkedin.com/in/lotte-peeters',
}

/** A scanned CV: the same page as a picture, without a text layer. */
export async function scannedCv(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="#fff"/>
    <text x="120" y="200" font-size="60" font-family="sans-serif">Lotte Peeters</text>
    <text x="120" y="300" font-size="32" font-family="sans-serif">Werkervaring — Projectcoördinator, 2021 – heden</text></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const document = await PDFDocument.create()
  const image = await document.embedPng(png)
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 })
  return Buffer.from(await document.save())
}

/** A scan of no text at all (a picture of shapes): OCR or not, there is nothing to read. */
export async function blankScan(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="#fff"/>
    <circle cx="620" cy="600" r="300" fill="#d3eee9"/><rect x="200" y="1100" width="840" height="300" fill="#ffc83d"/></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const document = await PDFDocument.create()
  const image = await document.embedPng(png)
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 })
  return Buffer.from(await document.save())
}

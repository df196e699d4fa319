/**
 * CV PDFs for the import tests, written with pdf-lib like a word processor would: a name in large type, a
 * headline, contact lines, headings in bold, entries with their dates, bullet lists; and a scanned CV (a
 * picture of text, no text layer).
 */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

type Line = { text: string; size?: number; bold?: boolean; indent?: number; gap?: number }

/** Draws lines top to bottom on an A4 page, as a word processor would. */
async function drawCv(lines: Line[]): Promise<Buffer> {
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

/**
 * A "CV" that tells almost nothing a reader can take: a greeting, a paragraph of prose, a sign-off (as a
 * designer's poster CV reads once its pictures are gone).
 */
export async function sparseCv(): Promise<Buffer> {
  return drawCv([
    { text: 'Bonjour !', size: 30, bold: true },
    { text: 'J’aime les plantes, les vélos et les gens, et je cherche un travail qui a du sens.', gap: 20 },
    { text: 'Le reste, je vous le raconte autour d’un café.', gap: 8 },
  ])
}

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
  return drawCv(lines)
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

/** A scanned CV: Lotte's page as a picture, without a text layer. */
export async function scannedCv(): Promise<Buffer> {
  const rows: [number, number, string, boolean?][] = [
    [200, 60, 'Lotte Peeters', true],
    [280, 30, 'lotte.peeters@example.be  |  0486/45.12.78  |  9000 Gent'],
    [400, 40, 'Werkervaring', true],
    [470, 30, 'Projectcoördinator – Energiecoöperatie Ecopower, Gent', true],
    [520, 30, 'maart 2021 – heden'],
    [620, 40, 'Opleiding', true],
    [690, 30, 'Master in de bio-ingenieurswetenschappen', true],
    [740, 30, 'Universiteit Gent, 2016 – 2018'],
    [840, 40, 'Vaardigheden', true],
    [910, 30, 'Projectbeheer, Excel, Facilitatie'],
  ]
  const texts = rows
    .map(
      ([y, size, text, bold]) =>
        `<text x="120" y="${y}" font-size="${size}" font-family="sans-serif"${bold ? ' font-weight="bold"' : ''}>${text}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`
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

/**
 * Files for the upload tests and the benchmark, generated with real libraries (pdf-lib writes PDFs, sharp
 * encodes pictures), and the hostile ones: renamed, truncated, polyglot, encrypted, decompression bombs.
 */
import { deflateSync } from 'node:zlib'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

/** A real PDF CV of `pages` pages; a picture of `padding` bytes of noise makes it about that much heavier. */
export async function pdfFile({ pages = 1, padding = 0 }: { pages?: number; padding?: number } = {}) {
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  for (let page = 1; page <= pages; page++)
    document.addPage().drawText(`Lotte Peeters — CV, page ${page}`, { x: 50, y: 750, size: 14, font })
  if (padding > 0) {
    // Noise does not compress: a JPEG of it weighs about what its raw pixels do.
    const side = Math.ceil(Math.sqrt(padding / 3))
    const noise = await sharp(Buffer.from(randomBytes(side * side * 3)), {
      raw: { width: side, height: side, channels: 3 },
    })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer()
    const image = await document.embedJpg(noise)
    document.getPage(0).drawImage(image, { x: 50, y: 100, width: 300, height: 300 })
  }
  return Buffer.from(await document.save({ useObjectStreams: false }))
}

function randomBytes(length: number): Uint8Array {
  // Deterministic noise (a tiny LCG): the same files every run.
  const bytes = new Uint8Array(length)
  let state = 42
  for (let i = 0; i < length; i++) {
    state = (state * 1664525 + 1013904223) >>> 0
    bytes[i] = state >>> 24
  }
  return bytes
}

/** A photo-like picture with EXIF metadata (camera, GPS position) to be stripped. */
export async function photo(
  format: 'jpeg' | 'png' | 'webp',
  { width = 1200, height = 900 }: { width?: number; height?: number } = {},
) {
  const picture = sharp(Buffer.from(randomBytes(width * height * 3)), { raw: { width, height, channels: 3 } })
    .blur(3)
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Gent 1', Copyright: 'Lotte Peeters' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 3/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 43/1 0/1',
      },
    })
  const encoded =
    format === 'jpeg' ? picture.jpeg({ quality: 80 }) : format === 'png' ? picture.png() : picture.webp()
  return encoded.toBuffer()
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid PNG of a few hundred bytes declaring `side`×`side` pixels (50000² = 2.5 gigapixels). */
export function pngBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  // The first rows only (all zeros, a filter byte each): the decoder must refuse before inflating more.
  const rows = deflateSync(Buffer.alloc((side + 1) * 8))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A minimal zip archive (an empty file in it) — what a renamed .docx or .zip looks like. */
export function zipFile(): Buffer {
  const name = Buffer.from('cv.txt')
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(name.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(name.length, 28)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + name.length, 12)
  end.writeUInt32LE(local.length + name.length, 16)
  return Buffer.concat([local, name, central, name, end])
}

export const htmlPage = () =>
  Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>')

/** Starts like a PDF and ends like one, but is an HTML page in between. */
export const pdfHtmlPolyglot = () =>
  Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n')

export const svgImage = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  )

/** A PDF followed by a zip archive (a PDF/ZIP polyglot). */
export async function pdfZipPolyglot() {
  return Buffer.concat([await pdfFile(), zipFile()])
}

/** A PDF that only opens with a password (the standard security handler, RC4 40-bit, empty /O). */
export async function encryptedPdf() {
  const plain = (await pdfFile()).toString('latin1')
  // Declaring an /Encrypt dictionary in the trailer is enough for pdf.js to ask for the password.
  const withEncrypt = plain.replace(
    /trailer\s*<<([\s\S]*?)>>/,
    (_match, body: string) =>
      `trailer\n<<${body} /Encrypt << /Filter /Standard /V 1 /R 2 /O <${'28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a'}> /U <${'00'.repeat(32)}> /P -4 >> >>`,
  )
  return Buffer.from(withEncrypt, 'latin1')
}

/**
 * What a file really is, by its bytes only (never its name or declared type): a PDF must start with the
 * PDF signature, end at its `%%EOF`, carry no HTML up front and really open (pdf.js counts its pages);
 * a picture must be JPEG, PNG or WebP by its signature, decode within the pixel limit, and is re-encoded
 * to WebP (turned upright, at most 1600 px a side, without EXIF/GPS or any other metadata).
 */
import sharp from 'sharp'
import { getDocumentProxy } from 'unpdf'
import {
  familyOf,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  PURPOSE_FAMILY,
  sniffFileType,
  UPLOAD_MAX_BYTES,
  type UploadErrorCode,
  type UploadPurpose,
} from '~/domain/uploads'

/** A refused file: the HTTP status, the code the upload field explains, and a message for API users. */
export class UploadRefused extends Error {
  /** Which of the files sent together (0 for the first), when known. */
  fileIndex: number | undefined
  constructor(
    readonly code: UploadErrorCode,
    readonly status: 400 | 401 | 413 | 415 | 429,
    message: string,
  ) {
    super(message)
  }
}

export type CheckedUpload = {
  purpose: UploadPurpose
  /** What is stored: the PDF as sent, or the re-encoded picture. */
  bytes: Buffer
  mimeType: 'application/pdf' | 'image/webp'
  extension: 'pdf' | 'webp'
  /** A PDF's pages. */
  pages?: number
  /** A picture's size as stored. */
  width?: number
  height?: number
}

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(start, end).toString('latin1')

/** Markup that has no business at the start of a PDF (a PDF/HTML polyglot, an HTML page renamed). */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed)\b/i

/** A PDF ends with `%%EOF` (then at most line ends, spaces or NUL padding): else truncated or with something appended. */
function endsAtEof(bytes: Uint8Array): boolean {
  let end = bytes.length
  while (end > 0 && [0x00, 0x09, 0x0a, 0x0d, 0x20].includes(bytes[end - 1]!)) end--
  return end >= 5 && latin1(bytes, end - 5, end) === '%%EOF'
}

async function checkPdf(bytes: Uint8Array): Promise<number> {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 8)))
    throw new UploadRefused('damaged', 400, 'The PDF signature is malformed.')
  if (MARKUP.test(latin1(bytes, 0, 1024)))
    throw new UploadRefused('not-pdf', 415, 'The file holds HTML or SVG markup: it is not a plain PDF.')
  if (!endsAtEof(bytes))
    throw new UploadRefused('damaged', 400, 'The PDF is truncated or has data appended after its end.')
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  try {
    // pdf.js may take ownership of the buffer it reads: it gets a copy.
    document = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      stopAtErrors: true,
    })
    const pages = document.numPages
    if (pages < 1) throw new UploadRefused('empty', 400, 'The PDF has no page.')
    await document.getPage(1)
    if (pages > 1) await document.getPage(pages)
    return pages
  } catch (error) {
    if (error instanceof UploadRefused) throw error
    if ((error as Error | undefined)?.name === 'PasswordException')
      throw new UploadRefused('encrypted', 400, 'The PDF is protected by a password.')
    throw new UploadRefused('damaged', 400, 'The PDF cannot be opened.')
  } finally {
    await document?.loadingTask.destroy().catch(() => {})
  }
}

async function reencodeImage(bytes: Uint8Array): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      failOn: 'warning',
      animated: false,
    })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message))
      throw new UploadRefused('too-many-pixels', 413, `The picture has more than ${IMAGE_MAX_PIXELS} pixels.`)
    throw new UploadRefused('damaged', 400, 'The picture cannot be decoded (damaged or truncated).')
  }
}

/**
 * Checks one uploaded file for a purpose (without one, a PDF is a CV and a picture an avatar) and gives
 * what to store; throws `UploadRefused` otherwise.
 */
export async function checkUpload(bytes: Uint8Array, purpose?: UploadPurpose): Promise<CheckedUpload> {
  if (bytes.length === 0) throw new UploadRefused('empty', 400, 'The file is empty.')
  if (bytes.length > UPLOAD_MAX_BYTES)
    throw new UploadRefused('too-large', 413, `A file may weigh at most ${UPLOAD_MAX_BYTES} bytes (5.00 MB).`)
  const family = familyOf(sniffFileType(bytes))
  if (!purpose && !family)
    throw new UploadRefused(
      'unsupported',
      415,
      'Send a PDF (CV, cover letter) or a JPEG, PNG or WebP picture.',
    )
  const wanted = purpose ? PURPOSE_FAMILY[purpose] : family
  if (wanted === 'pdf' && family !== 'pdf')
    throw new UploadRefused('not-pdf', 415, 'This file must be a PDF (checked by its content, not its name).')
  if (wanted !== 'pdf' && family !== 'image')
    throw new UploadRefused(
      'not-image',
      415,
      'Pictures must be JPEG, PNG or WebP (checked by their content).',
    )
  if (wanted === 'pdf') {
    const pages = await checkPdf(bytes)
    return {
      purpose: purpose ?? 'cv',
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      mimeType: 'application/pdf',
      extension: 'pdf',
      pages,
    }
  }
  const image = await reencodeImage(bytes)
  return { purpose: purpose ?? 'avatar', mimeType: 'image/webp', extension: 'webp', ...image }
}

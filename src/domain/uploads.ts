/**
 * The file rules of docs/product.md#input-rules and #limits, shared by the upload field (instant feedback) and the server (which
 * decides, by the bytes): CVs and cover letters are PDFs, pictures JPEG, PNG or WebP, each at most 5.00 MB.
 */
import { UPLOAD_MAX_BYTES } from './constants'
import { RESIZE_MAX_SIZE } from './resized-image'

export { UPLOAD_MAX_BYTES, UPLOAD_RETRIES, UPLOAD_TIMEOUT_MS } from './constants'

/** What a file is uploaded for; each purpose is stored as the `uploaded_files.kind` of the same name. */
export const UPLOAD_PURPOSES = ['cv', 'cover_letter', 'avatar', 'logo', 'banner', 'image'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

/** The two families of files the site takes. */
export type UploadFamily = 'pdf' | 'image'

export const PURPOSE_FAMILY: Record<UploadPurpose, UploadFamily> = {
  cv: 'pdf',
  cover_letter: 'pdf',
  avatar: 'image',
  logo: 'image',
  banner: 'image',
  image: 'image',
}

/** Where a stored public picture lives (`/files/…`, no `..`): what forms that keep a picture accept. */
export const PICTURE_LOCATION_PATTERN = /^\/files\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]{0,250}$/

/** The pictures an organisation's profile is made of (logo, banner, photos of its pages and tiles). */
export const ORGANISATION_PICTURE_PURPOSES = ['logo', 'banner', 'image'] as const satisfies UploadPurpose[]

/** At most this many files in one `POST /api/upload`. */
export const UPLOAD_MAX_FILES = 5
/** The largest `POST /api/upload` body: the files plus room for the multipart framing. */
export const UPLOAD_MAX_REQUEST_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 256 * 1024
/** A picture may not decode to more pixels than this (decompression bombs): 50 megapixels. */
export const IMAGE_MAX_PIXELS = 50_000_000
/**
 * Pictures are kept at most this wide and tall (re-encoded to WebP): the largest size `/api/resized` ever
 * serves, so nothing larger is useful, and encoding stays quick.
 */
export const IMAGE_MAX_SIDE = RESIZE_MAX_SIZE
/** How long a signed link to a private file (a CV) works. */
export const SIGNED_FILE_URL_TTL_S = 5 * 60

/** The `accept` attribute of a file input, per family (a hint for the file picker; the server decides). */
export const ACCEPT: Record<UploadFamily, string> = {
  pdf: 'application/pdf,.pdf',
  image: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
}

export type SniffedType = 'pdf' | 'jpeg' | 'png' | 'webp'

const startsWith = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  expected.every((byte, index) => bytes[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The type of a file by its first bytes (at least 12), whatever its name says; null for anything else. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, 0, ascii('%PDF-'))) return 'pdf'
  if (startsWith(head, 0, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(head, 0, ascii('RIFF')) && startsWith(head, 8, ascii('WEBP'))) return 'webp'
  return null
}

export const familyOf = (type: SniffedType | null): UploadFamily | null =>
  type === null ? null : type === 'pdf' ? 'pdf' : 'image'

/** Why a file was refused: the API's `error.details.code`, and what the upload field explains. */
export const UPLOAD_ERROR_CODES = [
  'not-pdf',
  'not-image',
  'unsupported',
  'too-large',
  'empty',
  'damaged',
  'encrypted',
  'too-many-pixels',
  'too-many-files',
  'quota',
  'no-file',
  'signed-out',
  'throttled',
  'failed',
] as const
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number]

/** The refusal a file's first bytes and size already give, before any upload (null: send it). */
export function precheckUpload(head: Uint8Array, size: number, family: UploadFamily): UploadErrorCode | null {
  if (size === 0) return 'empty'
  if (familyOf(sniffFileType(head)) !== family) return family === 'pdf' ? 'not-pdf' : 'not-image'
  if (size > UPLOAD_MAX_BYTES) return 'too-large'
  return null
}

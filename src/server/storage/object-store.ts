/**
 * The object store behind uploads and public pictures: one interface, two backends (the local disk, the
 * default; an S3-compatible bucket). Every key starts with its visibility: `public/…` objects are served to
 * anyone at `/files/…`; `private/…` objects (CVs, cover letters) only through the signed links of
 * features/uploads.
 */

export type Visibility = 'public' | 'private'

/** An object's identity for caches: changes whenever the object is replaced. */
export type ObjectInfo = { size: number; version: string }

export type StoredObject = ObjectInfo & { bytes: Buffer; contentType: string | undefined }

export interface ObjectStore {
  readonly kind: 'disk' | 's3'
  /** Writes (or replaces) an object; readers never see half of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  /** Size and version without reading it, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>
  /** Deletes objects; one already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>
  /** Every key under a prefix (tests, the data export, maintenance). */
  list(prefix: string): Promise<string[]>
  /** Where anyone can read a `public/` object directly (a CDN in front of the bucket), or null. */
  publicUrl(key: string): string | null
  /** Lets go of connections (tests, scripts). */
  close(): Promise<void>
}

export class StorageKeyError extends Error {}

/**
 * A key made of safe segments: no `.`/`..`, no empty segment, no backslash or control character, nothing
 * absolute. Keys come from our own code and the database, still: a bad one must never reach a file system.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.startsWith('/')) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(key)) return false
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

/** Checks a full key (`public/…` or `private/…`) and splits off its visibility. */
export function splitKey(key: string): { visibility: Visibility; rest: string } {
  const slash = key.indexOf('/')
  const visibility = key.slice(0, slash)
  const rest = key.slice(slash + 1)
  if ((visibility !== 'public' && visibility !== 'private') || !isSafeKey(rest))
    throw new StorageKeyError(`not a storage key: ${JSON.stringify(key)}`)
  return { visibility, rest }
}

export const PUBLIC_FILES_PREFIX = '/files/'

/** The storage key of a public path (`/files/demo/logo.png` → `public/demo/logo.png`), or null. */
export function publicKeyOf(path: string): string | null {
  if (!path.startsWith(PUBLIC_FILES_PREFIX)) return null
  const rest = path.slice(PUBLIC_FILES_PREFIX.length)
  return isSafeKey(rest) ? `public/${rest}` : null
}

/** The public path of a public key (`public/avatars/x.webp` → `/files/avatars/x.webp`). */
export function publicPathOf(key: string): string {
  const { visibility, rest } = splitKey(key)
  if (visibility !== 'public') throw new StorageKeyError('a private object has no public path')
  return `${PUBLIC_FILES_PREFIX}${rest}`
}

/**
 * Uploaded files: checked (upload-checks.server), stored in the object store and recorded in
 * `uploaded_files`. A file is named to the browser by its **location**: `/files/avatars/<id>.webp` for a
 * public picture, `/api/files/<id>` for a private document (fetched through a signed link only).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FileKind } from '~/domain/enums'
import type { UploadPurpose } from '~/domain/uploads'
import { UUID_PATTERN } from '~/domain/validation'
import type { Database } from '~/server/db/client'
import { uploadedFiles } from '~/server/db/schema'
import { objectStore, PUBLIC_FILES_PREFIX, publicKeyOf, publicPathOf } from '~/server/storage'
import { PRIVATE_FILES_PATH } from './signed-urls.server'
import { unusedUploadQuota } from './unused-uploads.server'
import { checkUpload, UploadRefused } from './upload-checks.server'

export type UploadRow = typeof uploadedFiles.$inferSelect

export type StoredUpload = {
  id: string
  location: string
  kind: UploadPurpose
  name: string
  mimeType: string
  sizeBytes: number
  pages?: number
}

/** Pictures are public (served at /files/…); documents are private. */
const PUBLIC_PURPOSES: ReadonlySet<UploadPurpose> = new Set(['avatar', 'logo', 'banner', 'image'])
const FOLDERS: Record<UploadPurpose, string> = {
  cv: 'cv',
  cover_letter: 'cover-letters',
  avatar: 'avatars',
  logo: 'logos',
  banner: 'banners',
  image: 'images',
}

/** The location string of a stored file (what `POST /api/upload` answers and forms keep). */
export function fileLocation(row: Pick<UploadRow, 'id' | 'storageKey'>): string {
  return row.storageKey.startsWith('public/')
    ? publicPathOf(row.storageKey)
    : `${PRIVATE_FILES_PATH}${row.id}`
}

/** A file name as shown back to its owner: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200)
  return base || `document.${extension}`
}

/**
 * Checks, stores and records files for a user, all or nothing: when any file is refused (`UploadRefused`,
 * with its `fileIndex`) or storing fails, nothing is left behind — no object, no row.
 */
export async function storeUploads(
  db: Database,
  userId: string,
  files: readonly { name: string; bytes: Uint8Array }[],
  purpose?: UploadPurpose,
): Promise<StoredUpload[]> {
  const checked = []
  for (const [index, file] of files.entries()) {
    try {
      checked.push({ name: file.name, ...(await checkUpload(file.bytes, purpose)) })
    } catch (error) {
      if (error instanceof UploadRefused) error.fileIndex = index
      throw error
    }
  }
  const store = objectStore()
  const rows = checked.map((file) => {
    const id = crypto.randomUUID()
    const visibility = PUBLIC_PURPOSES.has(file.purpose) ? 'public' : 'private'
    return {
      file,
      row: {
        id,
        ownerUserId: userId,
        kind: file.purpose,
        originalName: cleanFileName(file.name, file.extension),
        mimeType: file.mimeType,
        sizeBytes: file.bytes.length,
        storageKey: `${visibility}/${FOLDERS[file.purpose]}/${id}.${file.extension}`,
      },
    }
  })
  const written: string[] = []
  try {
    for (const { file, row } of rows) {
      written.push(row.storageKey)
      await store.put(row.storageKey, file.bytes, file.mimeType)
    }
    await db.transaction(async (tx) => {
      // One upload of an account at a time decides against its quota, so parallel calls cannot all pass.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${userId}`}))`)
      const { used, quota } = await unusedUploadQuota(tx as unknown as Database, userId)
      const incoming = rows.reduce((sum, { row }) => sum + row.sizeBytes, 0)
      if (used + incoming > quota)
        throw new UploadRefused(
          'quota',
          413,
          `Files not used by a profile or an application may take ${quota} bytes per account; use or delete some, or try again tomorrow.`,
        )
      await tx.insert(uploadedFiles).values(rows.map(({ row }) => row))
    })
  } catch (error) {
    await store.delete(written).catch(() => {})
    throw error
  }
  return rows.map(({ file, row }) => ({
    id: row.id,
    location: fileLocation(row),
    kind: file.purpose,
    name: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    ...(file.pages ? { pages: file.pages } : {}),
  }))
}

/** One file: see `storeUploads`. */
export async function storeUpload(
  db: Database,
  userId: string,
  file: { name: string; bytes: Uint8Array },
  purpose?: UploadPurpose,
): Promise<StoredUpload> {
  const [stored] = await storeUploads(db, userId, [file], purpose)
  return stored!
}

/** The row a location string designates, whoever owns it (null for anything else). */
function locationFilter(location: string) {
  const path = location.split(/[?#]/)[0] ?? ''
  if (path.startsWith(PRIVATE_FILES_PATH)) {
    const id = path.slice(PRIVATE_FILES_PATH.length)
    return UUID_PATTERN.test(id) ? eq(uploadedFiles.id, id.toLowerCase()) : null
  }
  if (path.startsWith(PUBLIC_FILES_PREFIX)) {
    const key = publicKeyOf(path)
    return key ? eq(uploadedFiles.storageKey, key) : null
  }
  return null
}

/**
 * The user's own file at a location (`/files/avatars/….webp`, `/api/files/<id>`, with or without a
 * signed query), of one of `kinds` when given; null when it does not exist, is someone else's or of
 * another kind — the check every form that takes a location must make.
 */
export async function ownUpload(
  db: Database,
  userId: string,
  location: string,
  kinds?: readonly FileKind[],
): Promise<UploadRow | null> {
  const designated = locationFilter(location)
  if (!designated) return null
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(
      and(
        designated,
        eq(uploadedFiles.ownerUserId, userId),
        kinds ? inArray(uploadedFiles.kind, [...kinds]) : undefined,
      ),
    )
  return row ?? null
}

/** The user's own file by id, or null. */
export async function ownUploadById(db: Database, userId: string, fileId: string): Promise<UploadRow | null> {
  if (!UUID_PATTERN.test(fileId)) return null
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.ownerUserId, userId)))
  return row ?? null
}

/**
 * Files an organisation now shows (its profile pictures): they stop being the uploader's, so they outlive
 * her account and stay out of her data export. Only her own pictures of `kinds` are taken; gives how many.
 */
export async function adoptUploads(
  db: Database,
  userId: string,
  locations: readonly string[],
  kinds: readonly FileKind[],
): Promise<number> {
  let adopted = 0
  for (const location of new Set(locations)) {
    const designated = locationFilter(location)
    if (!designated) continue
    const rows = await db
      .update(uploadedFiles)
      .set({ ownerUserId: null })
      .where(and(designated, eq(uploadedFiles.ownerUserId, userId), inArray(uploadedFiles.kind, [...kinds])))
      .returning({ id: uploadedFiles.id })
    adopted += rows.length
  }
  return adopted
}

/** Deletes adopted files (no owner) of `kinds` that nothing shows any more: rows, then objects. */
export async function deleteOwnerlessUploads(
  db: Database,
  locations: readonly string[],
  kinds: readonly FileKind[],
): Promise<void> {
  const keys: string[] = []
  for (const location of new Set(locations)) {
    const designated = locationFilter(location)
    if (!designated) continue
    const rows = await db
      .delete(uploadedFiles)
      .where(and(designated, isNull(uploadedFiles.ownerUserId), inArray(uploadedFiles.kind, [...kinds])))
      .returning({ key: uploadedFiles.storageKey })
    keys.push(...rows.map((row) => row.key))
  }
  if (keys.length > 0) await objectStore().delete(keys)
}

/**
 * Deletes one of the user's files, row and object (whatever still pointed to it is set to null by the
 * foreign keys); false when it is not hers or already gone.
 */
export async function deleteUpload(db: Database, userId: string, fileId: string): Promise<boolean> {
  if (!UUID_PATTERN.test(fileId)) return false
  const [deleted] = await db
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.ownerUserId, userId)))
    .returning({ key: uploadedFiles.storageKey })
  if (!deleted) return false
  await objectStore().delete([deleted.key])
  return true
}

/**
 * Uploaded files live on disk under DATA_DIR/uploads, addressed by `uploaded_files.storage_key`.
 */
import { rm } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { env } from '~/server/env'

export function uploadsDir(): string {
  return join(env().dataDir, 'uploads')
}

/** The file of a storage key, never outside the uploads folder (keys come from the database, still). */
export function storedFilePath(storageKey: string): string {
  const root = resolve(uploadsDir())
  const path = resolve(root, storageKey)
  if (!path.startsWith(root + sep)) throw new Error(`storage key outside the uploads folder: ${storageKey}`)
  return path
}

/** Deletes stored files; a file already gone is not an error. */
export async function deleteStoredFiles(storageKeys: string[]): Promise<void> {
  await Promise.all(storageKeys.map((key) => rm(storedFilePath(key), { force: true })))
}

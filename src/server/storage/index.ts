/**
 * The application's object store: the local disk by default (DATA_DIR/public and DATA_DIR/uploads), an
 * S3-compatible bucket when S3_BUCKET is set. Read lazily, like the environment; tests and benchmarks can
 * put another store in its place.
 */
import { env } from '~/server/env'
import { dataDirFolders, diskStore } from './disk-store'
import type { ObjectStore } from './object-store'
import { s3Store } from './s3-store'

export type { ObjectStore } from './object-store'
export { PUBLIC_FILES_PREFIX, publicKeyOf, publicPathOf } from './object-store'

let current: ObjectStore | undefined

/** The configured store (created on first use). */
export function objectStore(): ObjectStore {
  if (!current) {
    const config = env()
    current = config.s3 ? s3Store(config.s3) : diskStore(dataDirFolders(config.dataDir))
  }
  return current
}

/** Tests and benchmarks: use `store` from now on (undefined: the configured one again). */
export function useObjectStore(store: ObjectStore | undefined): void {
  current = store
}

/** Deletes stored objects by key; one already gone is not an error. */
export async function deleteStoredFiles(storageKeys: readonly string[]): Promise<void> {
  if (storageKeys.length > 0) await objectStore().delete(storageKeys)
}

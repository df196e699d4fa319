/**
 * The object stores the storage tests run on, like tests/databases.ts for engines: the local disk (a
 * temporary data folder) and a real S3-compatible server (s3rver, an S3 API over a temporary folder,
 * started on a free loopback port) reached through the same AWS SDK client as production.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { dataDirFolders, diskStore } from '~/server/storage/disk-store'
import type { ObjectStore } from '~/server/storage/object-store'
import { s3Store } from '~/server/storage/s3-store'

export type TestStore = { store: ObjectStore; dispose: () => Promise<void> }
export type StoreKind = { name: 'disk' | 's3'; open: () => Promise<TestStore> }

export const TEST_BUCKET = 'tremplin-test'

const disk: StoreKind = {
  name: 'disk',
  open: async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-store-'))
    return {
      store: diskStore(dataDirFolders(dataDir)),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  },
}

/** An S3-compatible server of its own, and a store on its bucket. */
export async function startS3rver(): Promise<TestStore & { endpoint: string }> {
  const directory = mkdtempSync(join(tmpdir(), 'tremplin-s3rver-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const store = s3Store({
    bucket: TEST_BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    publicUrl: undefined,
  })
  return {
    store,
    endpoint,
    dispose: async () => {
      await store.close()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

const s3: StoreKind = { name: 's3', open: startS3rver }

export function objectStores(): StoreKind[] {
  return [disk, s3]
}

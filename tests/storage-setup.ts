/**
 * One database and one object store for a storage test suite, the store put in place of the configured
 * one (`useObjectStore`), and talents to upload with.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '~/server/db/client'
import { talents, users } from '~/server/db/schema'
import { type SeedOptions, seedDatabase } from '~/server/db/seed'
import { useObjectStore } from '~/server/storage'
import type { ObjectStore } from '~/server/storage/object-store'
import { type Engine, engines, type TestDatabase } from './databases'
import { objectStores, type StoreKind, type TestStore } from './object-stores'

// Anything the code under test writes through env() (the resized-image cache) goes to a temporary folder.
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tremplin-data-'))

export type StorageCase = { name: string; engine: Engine; kind: StoreKind }

/** Every database engine with every object store: `describe.each(storageCases())('… on $name', …)`. */
export function storageCases(): StorageCase[] {
  return engines().flatMap((engine) =>
    objectStores().map((kind) => ({ name: `${engine.name} + ${kind.name}`, engine, kind })),
  )
}

/** Every database engine with the disk store only: for suites whose files are not what they test. */
export function diskStorageCases(): StorageCase[] {
  return storageCases().filter((c) => c.kind.name === 'disk')
}

export type StorageContext = { db: Database; store: ObjectStore; dispose: () => Promise<void> }

export async function openStorage({ engine, kind }: StorageCase): Promise<StorageContext> {
  const [database, store]: [TestDatabase, TestStore] = await Promise.all([engine.open(), kind.open()])
  useObjectStore(store.store)
  return {
    db: database.db,
    store: store.store,
    dispose: async () => {
      useObjectStore(undefined)
      await Promise.all([database.dispose(), store.dispose()])
    },
  }
}

/** A user with a talent profile, her address confirmed unless said otherwise; returns both ids. */
export async function createTalent(db: Database, firstName: string, { confirmed = true } = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.be`,
      firstName,
      lastName: 'Test',
      emailVerifiedAt: confirmed ? new Date() : null,
    })
    .returning({ id: users.id, email: users.email })
  const [talent] = await db.insert(talents).values({ userId: user!.id }).returning({ id: talents.id })
  return { userId: user!.id, email: user!.email, talentId: talent!.id }
}

/**
 * The case's database and store for a describe block: opened (the database seeded when `seed` is given)
 * before its tests, closed after them; read `.db` and `.store` inside hooks and tests.
 */
export function suiteStorage(storageCase: StorageCase, seed?: SeedOptions): Omit<StorageContext, 'dispose'> {
  let context: StorageContext | undefined
  beforeAll(async () => {
    context = await openStorage(storageCase)
    if (seed) await seedDatabase(context.db, seed)
  })
  afterAll(async () => {
    await context?.dispose()
  })
  const opened = () => {
    if (!context) throw new Error('The storage opens in beforeAll: read it inside a hook or a test.')
    return context
  }
  return {
    get db() {
      return opened().db
    },
    get store() {
      return opened().store
    },
  }
}

export type TestTalent = Awaited<ReturnType<typeof createTalent>>

/**
 * Opens the case's storage before a describe block's tests, with two talents (Lotte and Bram) handed to
 * `receive`, and closes it after them.
 */
export function storageWithTwoTalents(
  storageCase: StorageCase,
  receive: (suite: { context: StorageContext; lotte: TestTalent; bram: TestTalent }) => void,
) {
  let context: StorageContext | undefined
  beforeAll(async () => {
    context = await openStorage(storageCase)
    const lotte = await createTalent(context.db, 'Lotte')
    receive({ context, lotte, bram: await createTalent(context.db, 'Bram') })
  })
  afterAll(async () => {
    await context?.dispose()
  })
}

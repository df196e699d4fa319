import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DatabaseOpenError, openDatabase } from './client'

describe('opening the embedded database', () => {
  it('explains a DATA_DIR that cannot be a folder', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tremplin-')), 'not-a-folder')
    writeFileSync(file, 'x')
    const opening = openDatabase({ kind: 'pglite', dataDir: file })
    await expect(opening).rejects.toBeInstanceOf(DatabaseOpenError)
    await expect(opening).rejects.toThrow(
      /DATA_DIR .* cannot be used for the embedded database.*writable folder/,
    )
  })

  it('explains a corrupt database and how to start afresh', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-'))
    mkdirSync(join(dataDir, 'db'))
    writeFileSync(join(dataDir, 'db', 'PG_VERSION'), 'garbage\n')
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /cannot be opened.*move the folder away/,
    )
  })

  it('opens, migrates and reopens a data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-'))
    const first = await openDatabase({ kind: 'pglite', dataDir })
    await first.migrate()
    await first.close()
    const second = await openDatabase({ kind: 'pglite', dataDir })
    await second.migrate()
    await second.close()
  })

  it('explains an unreachable PostgreSQL', async () => {
    await expect(
      openDatabase({ kind: 'postgres', url: 'postgres://nobody:wrong@127.0.0.1:1/none' }),
    ).rejects.toThrow(/Cannot connect to PostgreSQL \(DATABASE_URL\)/)
  })
})

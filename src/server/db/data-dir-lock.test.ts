import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { claimDataDir, dataDirHolder, dataDirLockFile } from './data-dir-lock'

describe('the lock of the embedded database', () => {
  const sleepers: ReturnType<typeof spawn>[] = []
  afterEach(() => {
    for (const sleeper of sleepers.splice(0)) sleeper.kill()
  })

  /** Another live process of this machine. */
  function otherProcess(): { pid: number; host: string } {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' })
    sleepers.push(sleeper)
    return { pid: sleeper.pid!, host: hostname() }
  }
  const freshDir = () => mkdtempSync(join(tmpdir(), 'tremplin-lock-'))
  const writeLock = (dataDir: string, lock: object) =>
    writeFileSync(dataDirLockFile(dataDir), JSON.stringify({ openedAt: '2026-01-01T00:00:00.000Z', ...lock }))

  it("is this process's own while claimed, and gone once released", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-lock-'))
    const release = await claimDataDir(dataDir)
    expect(JSON.parse(readFileSync(dataDirLockFile(dataDir), 'utf8')).pid).toBe(process.pid)
    expect(await dataDirHolder(dataDir)).toBeNull()
    await release()
    expect(() => readFileSync(dataDirLockFile(dataDir))).toThrow()
  })

  it('names another live process of this machine', async () => {
    const dataDir = freshDir()
    const other = otherProcess()
    writeLock(dataDir, other)
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: other.pid, verified: true })
  })

  it('is stale when its process is gone, or when its pid now names another process', async () => {
    const dataDir = freshDir()
    const other = otherProcess()
    writeLock(dataDir, { ...other, pid: 2 ** 22 + 12_345 })
    expect(await dataDirHolder(dataDir)).toBeNull()
    if (process.platform === 'linux') {
      writeLock(dataDir, { ...other, processStart: '1' })
      expect(await dataDirHolder(dataDir)).toBeNull()
    }
  })

  it('cannot be checked when written on another host', async () => {
    const dataDir = freshDir()
    writeLock(dataDir, { pid: process.pid, host: 'another-container' })
    expect(await dataDirHolder(dataDir)).toMatchObject({ host: 'another-container', verified: false })
  })

  it('is ignored when unreadable', async () => {
    const dataDir = freshDir()
    writeFileSync(dataDirLockFile(dataDir), '{"pid":')
    expect(await dataDirHolder(dataDir)).toBeNull()
  })
})

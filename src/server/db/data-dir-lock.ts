/**
 * Who has the embedded database of a DATA_DIR open. PGlite takes no lock of its own: a second process
 * opens the same folder without complaint, and the two then overwrite each other's pages (the folder may
 * not open again). Its `postmaster.pid` is no help either: it always holds the pid -42, and a crashed
 * process leaves it behind.
 *
 * So whoever opens the folder (the app, the db:* scripts) writes `DATA_DIR/db.lock`: its pid, host and,
 * on Linux, the start time of the process (a pid reused after a crash, as in a restarted container, is
 * then told apart). The file is removed on close; one left by a crash is recognised as stale.
 */
import { readFileSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'

export type DataDirLock = {
  pid: number
  host: string
  /** Field 22 of /proc/<pid>/stat (Linux): with the pid, names one process. */
  processStart?: string
  openedAt: string
}

/** A process that (still) has the embedded database open. */
export type DataDirHolder = DataDirLock & {
  /** True when the process was seen alive on this machine; false when it cannot be checked from here. */
  verified: boolean
}

export function dataDirLockFile(dataDir: string): string {
  return join(dataDir, 'db.lock')
}

function processStart(pid: number): string | undefined {
  if (process.platform !== 'linux') return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ")".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readLock(dataDir: string): Promise<DataDirLock | null> {
  let text: string
  try {
    text = await readFile(dataDirLockFile(dataDir), 'utf8')
  } catch {
    return null
  }
  try {
    const lock = JSON.parse(text) as Partial<DataDirLock>
    if (typeof lock.pid !== 'number' || typeof lock.host !== 'string') return null
    return {
      pid: lock.pid,
      host: lock.host,
      processStart: lock.processStart,
      openedAt: String(lock.openedAt),
    }
  } catch {
    return null
  }
}

/**
 * The other process holding the database of `dataDir`, or null when none does (no lock, or a stale one).
 * A lock written on another host (a container sharing the volume) cannot be checked: it is returned
 * with `verified: false`, and it is up to the caller to refuse or not.
 */
export async function dataDirHolder(dataDir: string): Promise<DataDirHolder | null> {
  const lock = await readLock(dataDir)
  if (!lock) return null
  if (lock.host !== hostname()) return { ...lock, verified: false }
  if (lock.pid === process.pid || !isAlive(lock.pid)) return null
  const start = processStart(lock.pid)
  if (lock.processStart && start && start !== lock.processStart) return null
  return { ...lock, verified: true }
}

/** Writes the lock of this process; returns how to remove it (only while it is still this process's). */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lock: DataDirLock = {
    pid: process.pid,
    host: hostname(),
    processStart: processStart(process.pid),
    openedAt: new Date().toISOString(),
  }
  const file = dataDirLockFile(dataDir)
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, `${JSON.stringify(lock)}\n`)
  await rename(partial, file)
  return async () => {
    const current = await readLock(dataDir)
    if (current?.pid === process.pid && current.host === lock.host) await rm(file, { force: true })
  }
}

/** How to say who holds it, for an operator. */
export function describeHolder(holder: DataDirHolder, dataDir: string): string {
  const who = `process ${holder.pid} on ${holder.host} (since ${holder.openedAt})`
  return holder.verified
    ? `The embedded database in ${dataDir} is open in ${who}: Tremplin or one of its scripts is running on this DATA_DIR. Stop it first.`
    : `The embedded database in ${dataDir} was opened by ${who}, which cannot be checked from this machine. Stop Tremplin there first; if it is not running, delete ${dataDirLockFile(dataDir)}.`
}

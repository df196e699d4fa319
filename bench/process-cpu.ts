/**
 * Where a benchmark's CPU goes, from /proc (Linux; null elsewhere): the app's processes by role (`npm
 * start`'s primary, its workers, the process serving the embedded database), the load generator (the
 * benchmark's own process: autocannon runs in it) and the whole machine, whose rest is other work (on a
 * shared machine, other sessions' builds and tests take most of it). Seconds of user + system time.
 */
import { readFileSync } from 'node:fs'

export type CpuSplit = {
  primary: number
  workers: number
  database: number
  loadGenerator: number
  machine: number
}

// USER_HZ is 100 on Linux.
const TICKS_PER_SECOND = 100

function processSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

/** The process serving the embedded database is the worker forked with TREMPLIN_SERVE_DATABASE. */
function servesDatabase(pid: number): boolean {
  return readFileSync(`/proc/${pid}/environ`, 'latin1')
    .split('\0')
    .some((v) => v.startsWith('TREMPLIN_SERVE_DATABASE='))
}

/** Busy seconds of every processor (user, nice, system, irq, softirq, steal). */
function machineSeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND
}

/** The CPU used so far by the app started as `pid` (and its children), this process and the machine. */
export function cpuSplit(pid: number): CpuSplit | null {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean)
    let workers = 0
    let database = 0
    for (const child of children.map(Number)) {
      if (servesDatabase(child)) database += processSeconds(child)
      else workers += processSeconds(child)
    }
    const own = process.cpuUsage()
    return {
      primary: processSeconds(pid),
      workers,
      database,
      loadGenerator: (own.user + own.system) / 1e6,
      machine: machineSeconds(),
    }
  } catch {
    return null
  }
}

/** What was used between `before` and `after`. */
export function cpuUsed(before: CpuSplit, after: CpuSplit): CpuSplit {
  return {
    primary: after.primary - before.primary,
    workers: after.workers - before.workers,
    database: after.database - before.database,
    loadGenerator: after.loadGenerator - before.loadGenerator,
    machine: after.machine - before.machine,
  }
}

/** Several windows' use together. */
export function sumCpu(windows: CpuSplit[]): CpuSplit {
  const total: CpuSplit = { primary: 0, workers: 0, database: 0, loadGenerator: 0, machine: 0 }
  for (const used of windows)
    for (const role of Object.keys(total) as (keyof CpuSplit)[]) total[role] += used[role]
  return total
}

/** The app's processes together (what a page costs the server). */
export function appSeconds(split: CpuSplit): number {
  return split.primary + split.workers + split.database
}

/** The machine's busy time spent neither by the server measured nor by the load generator. */
function otherWork(split: CpuSplit): number {
  return split.machine - appSeconds(split) - split.loadGenerator
}

/** That other work, in % of the machine's busy time: a ratio of two cases measured under different shares says little. */
export function otherWorkShare(split: CpuSplit): number {
  return (100 * otherWork(split)) / split.machine
}

/** One line: milliseconds per request of each role, and of the machine's other work. */
export function describeCpuPerRequest(split: CpuSplit, requests: number): string {
  const ms = (seconds: number) => ((1000 * seconds) / requests).toFixed(2)
  return `workers ${ms(split.workers)} ms, embedded database's process ${ms(split.database)} ms, primary ${ms(split.primary)} ms, load generator ${ms(split.loadGenerator)} ms; the machine's other work ${ms(otherWork(split))} ms (${otherWorkShare(split).toFixed(0)} % of its busy time)`
}

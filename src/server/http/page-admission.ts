import { connectionBurstOver, connectionBurstRemaining } from './connection-bursts'
import { SERVER_FN_PATH } from './server-fn-failures'

/**
 * At most a few page requests per process load their data and render at once; the others wait, in the
 * order they came, before any of their work starts.
 *
 * Under load every request used to start at once: its router, loader data and query cache were made,
 * then it waited its render turn (render-turns.ts) behind dozens of others, ~150 ms at 50 connections.
 * Living that long, all of it outlived two young-generation collections and was promoted: ~5 MB into the
 * old generation per collection, a full mark-compact every couple of seconds (30+ ms of pause). Waiting
 * before the work, a request holds nothing but itself, and what it makes dies young. The order of service
 * is the same (first come, first served), and as a page's work is mostly the processor's, it queued anyway.
 *
 * Eight at once keep the database and the renders busy together (a page's loaders wait on queries while
 * another renders), and leave the database pool (10 per process) room for server functions and the API.
 * (2, 4, 8 and 16 measured alike on the job list; unbounded, the heap grew to ~390 MB between
 * mark-compacts of ~39 ms, against ~205 MB and ~16 ms.)
 */
export const PAGES_IN_PROGRESS = 8

let inProgress = 0
const waiting: (() => void)[] = []

/** Runs `work` once fewer than `PAGES_IN_PROGRESS` others run, after those that asked before it. */
export async function admitted<T>(work: () => Promise<T>): Promise<T> {
  // Not while new connections are arriving: they are read first (connection-bursts.ts).
  if (connectionBurstRemaining() > 0) await connectionBurstOver()
  if (inProgress < PAGES_IN_PROGRESS) inProgress++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    // The place passes to the next in line, if any, without being given up in between.
    const next = waiting.shift()
    if (next) next()
    else inProgress--
  }
}

/** How many page requests wait for their turn (none while the process keeps up). */
export function pagesWaiting(): number {
  return waiting.length
}

/** A page request: rendered by the router (not a server function, the API or an uploaded file). */
export function isPageRequest(request: Request, pathname: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith(SERVER_FN_PATH) &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/files/')
  )
}

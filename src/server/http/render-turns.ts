/**
 * Page renders take turns: a few per turn of the event loop, in the order they asked.
 *
 * A render is synchronous (~5 ms of CPU for the job list). Without turns, every render whose data arrived
 * during one poll of the event loop ran in the same check phase, back to back: with 25 pages waiting that
 * phase lasted 125 ms, and libuv accepts one new connection per poll (libuv#3696), so under load a new
 * visitor's connection waited in the listen queue while others were served again and again (a bare Node
 * server at 50 connections: some connections served once in 6 s, others 50 times; p99 3 s).
 *
 * Released a few per turn, renders alternate with polls every ~20 ms: connections are accepted and
 * requests read between them, and pages are served in the order their requests were ready. One per turn
 * was the fairest but cost ~15 % more CPU per page (the router's and React's code and data go cold between
 * a request's load and another's render); four keep most of a batch's locality (bench:throughput on
 * PostgreSQL, 2 workers: p99 0.45–0.66 s → 0.31–0.35 s at the same requests per second).
 */

import { connectionBurstRemaining } from './connection-bursts'

const RENDERS_PER_TURN = 4

const waiting: (() => void)[] = []
let releasing = false

/** Resolves in a later turn of the event loop, no earlier than the renders that asked before this one. */
export function renderTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve)
    if (!releasing) {
      releasing = true
      setImmediate(releaseNext)
    }
  })
}

function releaseNext() {
  // A burst of new connections is read first (connection-bursts.ts).
  const burst = connectionBurstRemaining()
  if (burst > 0) {
    setTimeout(releaseNext, burst)
    return
  }
  // The released renders run in this callback's microtasks; an immediate set now runs after the next poll.
  for (const release of waiting.splice(0, RENDERS_PER_TURN)) release()
  if (waiting.length > 0) setImmediate(releaseNext)
  else releasing = false
}

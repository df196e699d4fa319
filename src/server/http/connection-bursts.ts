import { CONNECTION_HANDED_OVER } from '../worker-messages.mjs'

/**
 * With several workers (`npm start`, scripts/balanced-connections.mjs), the primary hands each new
 * connection to a worker through the worker's event loop, one at a time: the next waits until this one has
 * been read. While the worker loads and renders pages, each read waits for its turn of the event loop: a
 * burst of connections (a proxy opening its pool, a load test's 50) reached a worker at one turn each, the
 * last of its 25 after ~400 ms, its first request waiting all that time.
 *
 * Here a worker notes each connection it receives; page work waits while connections keep arriving, until
 * none came for `QUIET_MS`: a burst is read in a few milliseconds, then its requests are served in their
 * order. Between bursts (a new visitor now and then) this costs nothing measurable.
 */
const QUIET_MS = 2

let lastHandOver = Number.NEGATIVE_INFINITY
process.on(CONNECTION_HANDED_OVER, () => {
  lastHandOver = performance.now()
})

/** Milliseconds until the current burst of connections is over (0: none is arriving). */
export function connectionBurstRemaining(): number {
  return Math.max(0, QUIET_MS - (performance.now() - lastHandOver))
}

/** Resolves once connections have stopped arriving (meanwhile the event loop waits in its poll, reading them). */
export async function connectionBurstOver(): Promise<void> {
  for (let wait = connectionBurstRemaining(); wait > 0; wait = connectionBurstRemaining())
    await new Promise((resolve) => setTimeout(resolve, wait))
}

import { describe, expect, it } from 'vitest'
import { CONNECTION_HANDED_OVER } from '../worker-messages.mjs'
import { connectionBurstOver, connectionBurstRemaining } from './connection-bursts'
import { admitted } from './page-admission'
import { renderTurn } from './render-turns'

describe('a burst of connections handed over to this worker', () => {
  it('is over once none has arrived for a moment', async () => {
    await connectionBurstOver()
    expect(connectionBurstRemaining()).toBe(0)
    const arrived = performance.now()
    process.emit(CONNECTION_HANDED_OVER as 'exit', 0)
    expect(connectionBurstRemaining()).toBeGreaterThan(0)
    await connectionBurstOver()
    expect(connectionBurstRemaining()).toBe(0)
    // Not before the quiet time (2 ms) has passed since the last connection.
    expect(performance.now() - arrived).toBeGreaterThanOrEqual(2)
  })

  it('holds page work and renders until connections have stopped arriving', async () => {
    await connectionBurstOver()
    const arrived = performance.now()
    process.emit(CONNECTION_HANDED_OVER as 'exit', 0)
    const ranAt: Record<string, number> = {}
    await Promise.all([
      admitted(async () => {
        ranAt.page = performance.now()
      }),
      renderTurn().then(() => {
        ranAt.render = performance.now()
      }),
    ])
    expect(ranAt.page! - arrived).toBeGreaterThanOrEqual(2)
    expect(ranAt.render! - arrived).toBeGreaterThanOrEqual(2)
  })
})

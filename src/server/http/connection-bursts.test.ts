import { describe, expect, it } from 'vitest'
import { CONNECTION_HANDED_OVER, connectionBurstOver, connectionBurstRemaining } from './connection-bursts'
import { admitted } from './page-admission'
import { renderTurn } from './render-turns'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a burst of connections handed over to this worker', () => {
  it('is over once none has arrived for a moment', async () => {
    await connectionBurstOver()
    expect(connectionBurstRemaining()).toBe(0)
    process.emit(CONNECTION_HANDED_OVER as 'exit', 0)
    expect(connectionBurstRemaining()).toBeGreaterThan(0)
    const started = performance.now()
    await connectionBurstOver()
    expect(connectionBurstRemaining()).toBe(0)
    expect(performance.now() - started).toBeGreaterThan(1)
  })

  it('holds page work and renders while connections keep arriving, then lets them run in order', async () => {
    await connectionBurstOver()
    const order: string[] = []
    // Connections arrive for ~10 ms, one a millisecond.
    let arriving = true
    const arrivals = (async () => {
      for (let i = 0; i < 10; i++) {
        process.emit(CONNECTION_HANDED_OVER as 'exit', 0)
        await pause(1)
      }
      arriving = false
    })()
    const page = admitted(async () => {
      order.push(arriving ? 'page during the burst' : 'page')
    })
    const render = renderTurn().then(() => {
      order.push(arriving ? 'render during the burst' : 'render')
    })
    await Promise.all([arrivals, page, render])
    expect(order).toEqual(['page', 'render'])
  })
})

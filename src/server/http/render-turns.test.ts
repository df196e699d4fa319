import { describe, expect, it } from 'vitest'
import { renderTurn } from './render-turns'

/** A render's synchronous work: long enough for a 1 ms timer to be due when it ends. */
function work() {
  const start = performance.now()
  while (performance.now() - start < 5) {
    // rendering
  }
}

describe('renderTurn', () => {
  it('releases renders in the order they asked', async () => {
    const order: number[] = []
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => renderTurn().then(() => order.push(n))))
    expect(order).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('lets the event loop turn after a few renders', async () => {
    const events: string[] = []
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        renderTurn().then(() => {
          events.push(`render ${n}`)
          if (n === 1) setTimeout(() => events.push('timer'), 1)
          work()
        }),
      ),
    )
    // Four renders share a turn; the timer set by the first, due meanwhile, fires before the fifth.
    expect(events).toEqual(['render 1', 'render 2', 'render 3', 'render 4', 'timer', 'render 5'])
  })

  it('keeps releasing after a render fails', async () => {
    const failing = renderTurn().then(() => {
      throw new Error('render failed')
    })
    const next = renderTurn().then(() => 'rendered')
    await expect(failing).rejects.toThrow('render failed')
    await expect(next).resolves.toBe('rendered')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { cachedForMs } from './cache'

describe('cachedForMs', () => {
  it('loads once per key within the time to live, again after it', async () => {
    vi.useFakeTimers()
    const load = vi.fn(async (key: string) => `${key}:${load.mock.calls.length}`)
    const cached = cachedForMs(60_000, load)
    expect(await cached('fr')).toBe('fr:1')
    expect(await cached('fr')).toBe('fr:1')
    expect(await cached('nl')).toBe('nl:2')
    vi.advanceTimersByTime(60_001)
    expect(await cached('fr')).toBe('fr:3')
    vi.useRealTimers()
  })

  it('does not keep a failure', async () => {
    let fail = true
    const cached = cachedForMs(60_000, async () => {
      if (fail) throw new Error('database down')
      return 'ok'
    })
    await expect(cached('x')).rejects.toThrow('database down')
    fail = false
    expect(await cached('x')).toBe('ok')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { MissedOnce } from './missed-once'

describe('URLs missed once', () => {
  afterEach(() => vi.useRealTimers())

  it('says a URL was seen on its second miss, then starts over', () => {
    const missed = new MissedOnce(60_000)
    expect(missed.seenBefore('/nl/banen?zones=namur')).toBe(false)
    expect(missed.seenBefore('/nl/banen?zones=liege')).toBe(false)
    expect(missed.seenBefore('/nl/banen?zones=namur')).toBe(true)
    expect(missed.seenBefore('/nl/banen?zones=namur')).toBe(false)
    expect(missed.seenBefore('/nl/banen?zones=liege')).toBe(true)
  })

  it('tells apart many URLs asked once from the one asked again', () => {
    const missed = new MissedOnce(60_000)
    expect(missed.seenBefore('/offres-emploi?page=2')).toBe(false)
    let taken = 0
    for (let n = 0; n < 20_000; n++) if (missed.seenBefore(`/offres-emploi?utm_campaign=${n}`)) taken++
    expect(taken).toBe(0)
    // Its slot may have gone to another URL meanwhile (20,000 in 65,536 slots): then the next visit counts.
    expect(missed.seenBefore('/offres-emploi?page=2') || missed.seenBefore('/offres-emploi?page=2')).toBe(
      true,
    )
  })

  it('forgets every note once its time is up, and on clear', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const missed = new MissedOnce(60_000)
    missed.seenBefore('/en/job-offers')
    vi.advanceTimersByTime(60_001)
    expect(missed.seenBefore('/en/job-offers')).toBe(false)
    missed.clear()
    expect(missed.seenBefore('/en/job-offers')).toBe(false)
  })
})

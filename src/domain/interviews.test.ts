import { describe, expect, it } from 'vitest'
import { brusselsInstant, isVideoLink, parseProposal } from './interviews'

describe('Belgian wall-clock times', () => {
  it('reads winter (+01:00) and summer (+02:00) times, either side of a change of offset', () => {
    expect(brusselsInstant('2030-03-15', '10:30').toISOString()).toBe('2030-03-15T09:30:00.000Z')
    expect(brusselsInstant('2030-06-14', '14:00').toISOString()).toBe('2030-06-14T12:00:00.000Z')
    // Summer time starts on 31 March 2030 at 02:00: the morning after is already +02:00.
    expect(brusselsInstant('2030-03-31', '01:30').toISOString()).toBe('2030-03-31T00:30:00.000Z')
    expect(brusselsInstant('2030-03-31', '09:00').toISOString()).toBe('2030-03-31T07:00:00.000Z')
    // And ends on 27 October 2030 at 03:00.
    expect(brusselsInstant('2030-10-27', '09:00').toISOString()).toBe('2030-10-27T08:00:00.000Z')
  })
})

describe('an interview proposal', () => {
  const slot = { date: '2030-03-15', time: '10:30', location: 'Rue Haute 12, Bruxelles' }
  it('takes one to three slots, 60 minutes unless said', () => {
    expect(parseProposal({ slots: [slot] })).toEqual({ slots: [slot], durationMinutes: 60 })
    expect(parseProposal({ slots: [slot, slot, slot], durationMinutes: 30 })?.slots).toHaveLength(3)
  })
  it('refuses no slot, four slots, a bad time, an empty place, an odd length', () => {
    for (const proposal of [
      { slots: [] },
      { slots: [slot, slot, slot, slot] },
      { slots: [{ ...slot, time: '24:00' }] },
      { slots: [{ ...slot, date: '15/03/2030' }] },
      { slots: [{ ...slot, date: '2030-02-30' }] },
      { slots: [{ ...slot, location: ' ' }] },
      { slots: [slot], durationMinutes: 17 },
    ])
      expect(parseProposal(proposal), JSON.stringify(proposal)).toBeNull()
  })
  it('tells a video link from an address', () => {
    expect(isVideoLink('https://meet.example.org/abc')).toBe(true)
    expect(isVideoLink('Rue Haute 12, Bruxelles')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_SESSION_IDLE_MS,
  nextAnalyticsSession,
  parseAnalyticsSession,
  redactPageView,
  serializeAnalyticsSession,
} from './analytics'

const ids = () => {
  let n = 0
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`
}

describe('the analytics session (docs/product.md#states)', () => {
  it('starts one when there is none, keeps it while used, renews it after 2 idle hours', () => {
    const newId = ids()
    const t0 = Date.UTC(2026, 10, 26, 9)
    const first = nextAnalyticsSession(null, t0, newId)
    expect(first).toEqual({ id: '00000000-0000-4000-8000-000000000001', updatedAt: t0 })
    // Used every 90 minutes for 6 hours: one session, each event moving its last use.
    let session = first
    for (let step = 1; step <= 4; step++) {
      session = nextAnalyticsSession(session, t0 + step * 90 * 60_000, newId)
      expect(session.id).toBe(first.id)
    }
    expect(nextAnalyticsSession(session, session.updatedAt + ANALYTICS_SESSION_IDLE_MS, newId).id).toBe(
      first.id,
    )
    const after = nextAnalyticsSession(session, session.updatedAt + ANALYTICS_SESSION_IDLE_MS + 1, newId)
    expect(after.id).toBe('00000000-0000-4000-8000-000000000002')
    // A clock set back (another device's cookie, a wrong clock) does not keep a session forever.
    expect(nextAnalyticsSession(after, after.updatedAt - 1000, newId).id).not.toBe(after.id)
  })

  it('reads back what it wrote, and nothing else', () => {
    const session = { id: '00000000-0000-4000-8000-000000000001', updatedAt: 1_790_000_000_000 }
    expect(parseAnalyticsSession(serializeAnalyticsSession(session))).toEqual(session)
    for (const bad of [undefined, '', 'x.1', `${session.id}`, `${session.id}.abc`, `<script>.1`])
      expect(parseAnalyticsSession(bad)).toBeNull()
  })
})

describe('what a page view says of the page', () => {
  it('keeps the path, name, query and params, without private values', () => {
    expect(
      redactPageView({
        path: '/recovery/eyJ0b2tlbiI6InNlY3JldCJ9',
        name: '/{-$locale}/_default/recovery/{-$data}',
        query: { token: 'abc', email: 'sofia@example.be', page: '2', filters: { zones: ['namur'] } },
        params: { data: 'eyJ0b2tlbiI6InNlY3JldCJ9', locale: 'nl' },
      }),
    ).toEqual({
      path: '/recovery/:data',
      name: '/{-$locale}/_default/recovery/{-$data}',
      query: { page: '2', filters: '{"zones":["namur"]}' },
      params: { locale: 'nl' },
    })
  })

  it('bounds what it keeps', () => {
    const long = 'x'.repeat(5000)
    const view = redactPageView({ path: `/${long}`, name: long, query: { q: long }, params: { slug: long } })
    expect(view.path.length).toBeLessThanOrEqual(200)
    expect(view.query.q?.length).toBe(200)
    expect(view.params.slug?.length).toBe(200)
  })
})

import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/server/env'
import { forwardedClient } from './index'

describe('the client address behind proxies (docs/security.md: X-Forwarded-For hop count)', () => {
  it('takes the entry the trusted proxies appended, never what the client sent before it', () => {
    // One proxy: it appended the address it saw; "6.6.6.6" is the client's own claim.
    expect(forwardedClient('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(forwardedClient('203.0.113.7', 1)).toBe('203.0.113.7')
    // Two proxies (a CDN, then a load balancer).
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7')
    // Fewer entries than proxies: the header was not written by them; the connection's address is used.
    expect(forwardedClient('203.0.113.7', 2)).toBeNull()
    expect(forwardedClient(null, 1)).toBeNull()
    expect(forwardedClient(' , ', 1)).toBeNull()
  })

  it('TRUST_PROXY is a number of proxies', () => {
    expect(parseEnv({}).trustProxy).toBe(0)
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
  })
})

import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './public-address'
import { parseFetchableUrl } from './safe-fetch'

describe('public addresses', () => {
  it('takes public unicast addresses only', () => {
    for (const address of ['93.184.216.34', '2606:4700:4700::1111'])
      expect(isPublicAddress(address)).toBe(true)
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('takes loopback only when tests allow it, never a private range', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true)
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true)
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false)
    expect(isPublicAddress('169.254.169.254', { allowLoopback: true })).toBe(false)
  })

  it('fetches http(s) addresses without credentials only', () => {
    expect(parseFetchableUrl('https://jobs.example.org/careers')).toBeInstanceOf(URL)
    expect(parseFetchableUrl('jobs.example.org')).toBe('not-url')
    expect(parseFetchableUrl('file:///etc/passwd')).toBe('scheme')
    expect(parseFetchableUrl('gopher://example.org')).toBe('scheme')
    expect(parseFetchableUrl('https://user:secret@example.org/')).toBe('scheme')
  })
})

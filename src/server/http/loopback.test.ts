import { describe, expect, it } from 'vitest'
import { isLoopbackAddress } from './loopback'

describe('isLoopbackAddress', () => {
  it('knows this machine from any other', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true)
    for (const address of ['10.0.0.1', '192.168.1.5', '::ffff:10.0.0.1', '1.127.0.0', undefined, 'unknown'])
      expect(isLoopbackAddress(address)).toBe(false)
  })
})

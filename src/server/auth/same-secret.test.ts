import { describe, expect, it } from 'vitest'
import { sameSecret } from './same-secret'

describe('sameSecret', () => {
  it('is true only for the same secret, whatever the lengths compared', () => {
    const token = 'x'.repeat(40)
    expect(sameSecret(token, token)).toBe(true)
    expect(sameSecret('', token)).toBe(false)
    expect(sameSecret('x', token)).toBe(false)
    expect(sameSecret(`${token}x`, token)).toBe(false)
    expect(sameSecret('y'.repeat(40), token)).toBe(false)
  })
})

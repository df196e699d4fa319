import { describe, expect, it } from 'vitest'
import { isWeakPassword } from './password-strength'

describe('isWeakPassword', () => {
  it('refuses common passwords in French, Dutch and English, and a name with a year', () => {
    for (const password of [
      'password',
      'motdepasse',
      'wachtwoord',
      'azertyuiop',
      '12345678',
      'Password1',
      'soleil123',
    ])
      expect(isWeakPassword(password), password).toBe(true)
    expect(isWeakPassword('Lotte2026!', ['lotte.peeters@example.be', 'Lotte'])).toBe(true)
  })

  it('accepts a passphrase', () => {
    for (const password of ['groene-stad-2026', 'a-test-password-1', 'bewaar-het-goed'])
      expect(isWeakPassword(password), password).toBe(false)
  })
})

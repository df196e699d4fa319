import { describe, expect, it } from 'vitest'
import { avatarTextColour } from './user-menu'

describe('avatar initials', () => {
  it('are black on light colours and white on dark ones (perceived luminance above 128)', () => {
    expect(avatarTextColour('#ffc83d')).toBe('#000000') // sun
    expect(avatarTextColour('#d3eee9')).toBe('#000000') // light teal
    expect(avatarTextColour('#0b5d51')).toBe('#ffffff') // brand teal
    expect(avatarTextColour('#3d5a80')).toBe('#ffffff')
    expect(avatarTextColour('#808080')).toBe('#ffffff') // exactly 128 is not above it
  })
})

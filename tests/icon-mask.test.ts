import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawIconMask } from '../build/draw-icon-mask'
import { ICON_MASK_CELL, ICON_MASK_PNG, MASK_ICONS } from '../build/icon-mask'

const pixels = (png: Buffer | string) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })

describe('the icon mask', () => {
  it('is the one drawn from the current icon list (else run `npm run icons`)', async () => {
    const committed = await pixels(ICON_MASK_PNG)
    const drawn = await pixels(await drawIconMask())
    expect(committed.info.width).toBe(Object.keys(MASK_ICONS).length * ICON_MASK_CELL)
    expect(committed.info.height).toBe(ICON_MASK_CELL)
    expect(drawn.info).toEqual(committed.info)
    expect(drawn.data.equals(committed.data)).toBe(true)
  })

  it('draws each icon in its own cell, opaque where the icon is and clear between them', async () => {
    const { data, info } = await pixels(ICON_MASK_PNG)
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!
    for (let cell = 0; cell < Object.keys(MASK_ICONS).length; cell++) {
      let opaque = 0
      for (let y = 0; y < info.height; y++)
        for (let x = cell * ICON_MASK_CELL; x < (cell + 1) * ICON_MASK_CELL; x++)
          if (alphaAt(x, y) > 200) opaque++
      // A line icon covers some of its cell, never most of it.
      expect(opaque / ICON_MASK_CELL ** 2).toBeGreaterThan(0.05)
      expect(opaque / ICON_MASK_CELL ** 2).toBeLessThan(0.5)
      // Its cell's left edge column is clear: no icon spills into the next.
      for (let y = 0; y < info.height; y++) expect(alphaAt(cell * ICON_MASK_CELL, y)).toBeLessThan(64)
    }
  })
})

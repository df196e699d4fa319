/**
 * `npm run icons`: draws the icons of build/icon-mask.ts into build/icon-mask.png, the mask the `icon`
 * recipe paints in currentColor. Run it after changing the list (tests/icon-mask.test.ts fails until then).
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { ICON_MASK_CELL, ICON_MASK_PNG, iconMaskSvg } from '../build/icon-mask'

/**
 * A bitmap, not the SVG itself: Chromium replays an SVG mask's drawing for every icon it paints (the whole
 * sprite each time: 11–25 ms of the job list's load on this machine, 3 ms as a bitmap), while a bitmap is
 * decoded once. Black, its alpha the icon; a palette keeps it at 4.2 KB.
 */
export function drawIconMask(): Promise<Buffer> {
  return sharp(Buffer.from(iconMaskSvg()), { density: (72 * ICON_MASK_CELL) / 24 })
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toBuffer()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ICON_MASK_PNG, await drawIconMask())
  console.info(`Wrote ${ICON_MASK_PNG}`)
}

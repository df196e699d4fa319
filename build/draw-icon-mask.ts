import sharp from 'sharp'
import { ICON_MASK_CELL, iconMaskSvg } from './icon-mask.ts'

/**
 * The mask as a bitmap, not the SVG itself: Chromium replays an SVG mask's drawing for every icon it paints
 * (the whole sprite each time: 11–25 ms of the job list's load on this machine, 3 ms as a bitmap), while a
 * bitmap is decoded once. Black, its alpha the icon; a palette keeps it at 4.2 KB. Apart from
 * build/icon-mask.ts, which Panda's config loads: the config needs no image library.
 */
export function drawIconMask(): Promise<Buffer> {
  return sharp(Buffer.from(iconMaskSvg()), { density: (72 * ICON_MASK_CELL) / 24 })
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toBuffer()
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  Banknote,
  Bookmark,
  BookmarkCheck,
  Briefcase,
  Clock,
  House,
  Languages,
  MapPin,
  Mic,
  Play,
} from 'lucide'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { type IconNode, LineIcon } from '../src/ui/line-icon.ts'

/** Icons repeated in lists (the `icon` recipe of panda.config.ts), in the order of their cells. */
export const MASK_ICONS = {
  mapPin: MapPin,
  banknote: Banknote,
  briefcase: Briefcase,
  house: House,
  bookmark: Bookmark,
  bookmarkCheck: BookmarkCheck,
  clock: Clock,
  languages: Languages,
  mic: Mic,
  play: Play,
} satisfies Record<string, IconNode>

export type MaskIconName = keyof typeof MASK_ICONS

/**
 * Pixels per cell: twice lucide's 24 units. Icons are drawn at 10–20 CSS pixels, a 16 px one on a 3× phone
 * screen from 48 pixels; more made the stylesheet larger (the mask is inside it) for no visible gain.
 */
export const ICON_MASK_CELL = 48

/** The lucide icons side by side, 24 units each, in one SVG. */
export function iconMaskSvg(): string {
  const cells = Object.values(MASK_ICONS).map((icon, index) =>
    renderToStaticMarkup(createElement(LineIcon, { icon, color: 'black' })).replace(
      '<svg ',
      `<svg x="${index * 24}" `,
    ),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cells.length * 24}" height="24">${cells.join('')}</svg>`
}

/**
 * Where `npm run icons` writes the mask drawn from `iconMaskSvg()` (tests/icon-mask.test.ts checks it is
 * current). From the project's root, where every script runs: Panda loads its config as CommonJS, without
 * `import.meta.url`.
 */
export const ICON_MASK_PNG = join(process.cwd(), 'build', 'icon-mask.png')

/** The mask as a CSS image, inside the stylesheet like the SVG it replaced (no request of its own). */
export function iconMaskCssUrl(): string {
  return `url("data:image/png;base64,${readFileSync(ICON_MASK_PNG).toString('base64')}")`
}

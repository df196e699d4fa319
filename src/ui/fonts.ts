import latinExt from '@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url'
import latin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url'

/**
 * Manrope, Latin and Latin Extended only (French, Dutch and English need nothing else), declared in the
 * document's head so the browser knows it before any stylesheet arrives, the Latin file preloaded.
 * Until it is there, text is set in a local font stretched to Manrope's metrics (size-adjust and
 * ascent/descent overrides computed from both fonts' metrics, as Capsize and next/font do): when
 * Manrope swaps in, lines keep their height and nothing below moves.
 */
export const FONT_PRELOAD = {
  rel: 'preload',
  href: latin,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
} as const

const face = (src: string, range: string) =>
  `@font-face{font-family:'Manrope Variable';font-style:normal;font-display:swap;font-weight:200 800;src:url(${src}) format('woff2-variations');unicode-range:${range}}`

/** Manrope: unitsPerEm 2000, ascent 2132, descent 600, average width 920 (@capsizecss/metrics). */
const fallback = (name: string, locals: string[], sizeAdjust: number) =>
  `@font-face{font-family:'${name}';src:${locals.map((font) => `local('${font}')`).join(',')};size-adjust:${(sizeAdjust * 100).toFixed(2)}%;ascent-override:${((2132 / 2000 / sizeAdjust) * 100).toFixed(2)}%;descent-override:${((600 / 2000 / sizeAdjust) * 100).toFixed(2)}%;line-gap-override:0%}`

export const FONT_FACES = [
  face(
    latin,
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ),
  face(
    latinExt,
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ),
  // Arial and its metric twin Liberation Sans (Windows, macOS, Linux): average width 913/2048.
  fallback('Manrope Fallback', ['Arial', 'Liberation Sans', 'Arimo'], 920 / 2000 / (913 / 2048)),
  // Roboto (Android): average width 911/2048.
  fallback('Manrope Fallback Roboto', ['Roboto'], 920 / 2000 / (911 / 2048)),
].join('')

import type { Locale } from '~/i18n/locales'

const SVG = {
  width: 20,
  height: 14,
  'aria-hidden': true,
  style: { borderRadius: 2, flexShrink: 0 },
} as const

/** The tricolours, their bands in reading order: top to bottom (`rows`) or left to right (`columns`). */
const TRICOLOURS = {
  nl: { bands: 'rows', colours: ['#ae1c28', '#fff', '#21468b'] },
  fr: { bands: 'columns', colours: ['#002395', '#fff', '#ed2939'] },
} as const

/** Small flags for the language selector (decorative: the language name is always written next to it). */
export function Flag({ locale }: { locale: Locale }) {
  if (locale === 'en')
    return (
      <svg {...SVG} viewBox="0 0 60 40">
        <rect width="60" height="40" fill="#012169" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
        <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
        <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
      </svg>
    )
  const { bands, colours } = TRICOLOURS[locale]
  // Each band's rectangle also covers the bands before it, drawn last band first, so no seam shows between bands.
  return (
    <svg {...SVG} viewBox="0 0 3 2">
      {[2, 1, 0].map((band) => (
        <rect
          key={band}
          width={bands === 'rows' ? 3 : band + 1}
          height={bands === 'rows' ? ((band + 1) * 2) / 3 : 2}
          fill={colours[band]}
        />
      ))}
    </svg>
  )
}

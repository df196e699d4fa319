import type { Locale } from '~/i18n/locales'

/** Small flags for the language selector (decorative: the language name is always written next to it). */
export function Flag({ locale }: { locale: Locale }) {
  const common = {
    width: 20,
    height: 14,
    viewBox: '0 0 3 2',
    'aria-hidden': true,
    style: { borderRadius: 2, flexShrink: 0 },
  }
  if (locale === 'nl')
    return (
      <svg {...common}>
        <rect width="3" height="2" fill="#21468b" />
        <rect width="3" height="1.333" fill="#fff" />
        <rect width="3" height="0.667" fill="#ae1c28" />
      </svg>
    )
  if (locale === 'en')
    return (
      <svg {...common} viewBox="0 0 60 40">
        <rect width="60" height="40" fill="#012169" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
        <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
        <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
      </svg>
    )
  return (
    <svg {...common}>
      <rect width="3" height="2" fill="#ed2939" />
      <rect width="2" height="2" fill="#fff" />
      <rect width="1" height="2" fill="#002395" />
    </svg>
  )
}

/** Small helpers shared by the templates. */
import type { Person } from './model.ts'

export const esc = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
} as const

/** "2019-03" → "March 2019" (in the CV's language); "2019" → "2019". */
export function monthYear(v: string | null, lang: 'fr' | 'nl' | 'en'): string {
  if (!v) return ''
  const [y, m] = v.split('-')
  return m ? `${MONTHS[lang][Number(m) - 1]} ${y}` : y!
}

/** "2019-03" → "03/2019". */
export const numeric = (v: string | null) => (v ? v.split('-').reverse().join('/') : '')

/** The date text of an entry: its hand-written `when`, or one built from the span. */
export function whenOf(
  e: { when?: string; span: string },
  build: (start: string | null, end: string | null, current: boolean) => string,
) {
  if (e.when) return e.when
  const [a, b] = e.span.split('..')
  return build(a || null, b === 'now' || b === 'study' ? null : b || null, b === 'now' || b === 'study')
}

export const fullName = (p: Person) => `${p.first} ${p.last}`

import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatNumber } from '~/i18n/format'
import type { Range } from './offer-card.model'

/**
 * Salary (thousands of euros a year) and experience (years) in the spec's four forms: equal, less than,
 * more than, between. Returns null when the range is incomplete.
 */
export function formatSalary(i18n: I18n, range: Range): string | null {
  const { kind, min, max } = range
  const n = (value: number) => formatNumber(i18n, value)
  if (kind === 'equal' && min !== null) return i18n._(msg`${n(min)} k€ brut/an`)
  if (kind === 'less_than' && max !== null) return i18n._(msg`Moins de ${n(max)} k€ brut/an`)
  if (kind === 'more_than' && min !== null) return i18n._(msg`Plus de ${n(min)} k€ brut/an`)
  if (kind === 'between' && min !== null && max !== null) return i18n._(msg`${n(min)} à ${n(max)} k€ brut/an`)
  return null
}

export function formatExperience(i18n: I18n, range: Range): string | null {
  const { kind, min, max } = range
  if (kind === 'equal' && min !== null)
    return i18n._(msg`${plural(min, { one: '# an', other: '# ans' })} d'expérience`)
  if (kind === 'less_than' && max !== null)
    return i18n._(msg`Moins de ${plural(max, { one: '# an', other: '# ans' })} d'expérience`)
  if (kind === 'more_than' && min !== null)
    return i18n._(msg`Plus de ${plural(min, { one: '# an', other: '# ans' })} d'expérience`)
  if (kind === 'between' && min !== null && max !== null) return i18n._(msg`${min} à ${max} ans d'expérience`)
  return null
}

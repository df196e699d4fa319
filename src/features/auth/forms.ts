import type { I18n } from '@lingui/core'
import { ruleMessage } from '~/i18n/form-errors'

/** The translated first error of a TanStack Form field (its errors are the zod rule ids). */
export function fieldError(i18n: I18n, errors: readonly unknown[]): string | undefined {
  const first = errors[0] as { message?: string } | string | undefined
  if (first === undefined) return undefined
  return i18n._(ruleMessage(typeof first === 'string' ? first : first.message))
}

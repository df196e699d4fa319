import type { I18n, MessageDescriptor } from '@lingui/core'

/** A select's options from an enum and its labels, led by the empty choice (`''`: not answered). */
export function choiceOptions<T extends string>(
  i18n: I18n,
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
  empty: string,
): { value: T | ''; label: string }[] {
  return [{ value: '', label: empty }, ...values.map((value) => ({ value, label: i18n._(labels[value]) }))]
}

/** A checkbox group's options from an enum and its labels. */
export function checkboxOptions<T extends string | number>(
  i18n: I18n,
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: i18n._(labels[value]) }))
}

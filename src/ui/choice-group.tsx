import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { FieldError } from './form-field'

/**
 * Several choices among a fixed list (checkboxes in a fieldset whose legend is the question): the value is
 * the chosen ones, kept in the list's order.
 */
export function ChoiceGroupField<T extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  error,
  columns = 2,
}: {
  id: string
  label: ReactNode
  options: readonly { value: T; label: string }[]
  value: readonly T[]
  onChange: (value: T[]) => void
  error?: string
  columns?: 1 | 2 | 3
}) {
  const chosen = new Set(value)
  const toggle = (option: T, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : chosen.has(v))))
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={css({ fontWeight: '700', mb: '2' })}>{label}</legend>
      <ul
        className={css({
          display: 'grid',
          gap: '2 4',
          gridTemplateColumns: {
            base: '1fr',
            sm: columns === 1 ? '1fr' : 'repeat(2, 1fr)',
            // Literals, so that Panda generates each (a template string it cannot read generates nothing).
            lg: columns === 3 ? 'repeat(3, 1fr)' : columns === 2 ? 'repeat(2, 1fr)' : '1fr',
          },
        })}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          return (
            <li key={option.value} className={css({ display: 'flex', gap: '2.5', alignItems: 'flex-start' })}>
              <input
                id={optionId}
                type="checkbox"
                checked={chosen.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className={css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'brand.solid' })}
              />
              <label htmlFor={optionId} className={css({ fontSize: 'sm' })}>
                {option.label}
              </label>
            </li>
          )
        })}
      </ul>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}

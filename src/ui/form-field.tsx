import type { I18n } from '@lingui/core'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { fieldError } from '~/i18n/form-errors'

const label = css({ display: 'block', fontWeight: '700', mb: '1.5' })
const input = css({
  w: 'full',
  h: '11',
  px: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  '&[aria-invalid=true]': { borderColor: 'danger' },
})
const errorText = css({ color: 'danger', fontSize: 'sm', fontWeight: '600', mt: '1.5' })
const helpText = css({ color: 'fg.muted', fontSize: 'sm', mt: '1.5' })
const required = css({ color: 'danger', ml: '0.5' })

/** The part of a TanStack Form field an input needs. */
type FormFieldApi<T> = {
  state: { value: T; meta: { errors: readonly unknown[] } }
  handleChange: (value: T) => void
  handleBlur: () => void
}

/** An input's value, handlers and translated first error from its TanStack Form field. */
export function bindField<T>(i18n: I18n, field: FormFieldApi<T>) {
  return {
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: field.handleBlur,
    error: fieldError(i18n, field.state.meta.errors),
  }
}

/** A field's label, with the required mark (spec §5: required fields marked with an asterisk). */
function FieldLabel({
  htmlFor,
  isRequired,
  children,
}: {
  htmlFor: string
  isRequired: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className={label}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={required}>
          *
        </span>
      )}
    </label>
  )
}

/** The error under a field, referenced by its `aria-describedby`. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={errorText}>
      {error}
    </p>
  ) : null
}

/** A labelled text input with its error (announced) or help text. */
export function TextField({
  id,
  name,
  label: text,
  type = 'text',
  value,
  onChange,
  onBlur,
  error,
  help,
  autoComplete,
  isRequired = false,
}: {
  id: string
  name: string
  label: ReactNode
  type?: 'text' | 'email' | 'password'
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string
  help?: ReactNode
  autoComplete?: string
  isRequired?: boolean
}) {
  const described = error ? `${id}-error` : help ? `${id}-help` : undefined
  return (
    <div>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {text}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={input}
      />
      {error ? (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      ) : help ? (
        <p id={`${id}-help`} className={helpText}>
          {help}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox with its label (which may hold links) and error. */
export function CheckboxField({
  id,
  name,
  label: text,
  checked,
  onChange,
  error,
  isRequired = false,
}: {
  id: string
  name: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  isRequired?: boolean
}) {
  return (
    <div>
      <div className={css({ display: 'flex', gap: '2.5', alignItems: 'flex-start' })}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required={isRequired}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'brand.solid' })}
        />
        <label htmlFor={id} className={cx(css({ fontSize: 'sm' }))}>
          {text}
          {isRequired && (
            <span aria-hidden="true" className={required}>
              *
            </span>
          )}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}

/** The form-level message (a refused sign-in...), announced to screen readers. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={css({
        borderRadius: 'control',
        px: '4',
        py: '3',
        fontWeight: '600',
        bg: tone === 'error' ? 'coral.100' : 'brand.subtle',
        color: tone === 'error' ? 'danger' : 'fg.brand',
      })}
    >
      {children}
    </div>
  )
}

/** A labelled multi-line text input. */
export function TextAreaField({
  id,
  name,
  label: text,
  value,
  onChange,
  onBlur,
  error,
  isRequired = false,
  rows = 6,
}: {
  id: string
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string
  isRequired?: boolean
  rows?: number
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {text}
      </FieldLabel>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(input, css({ h: 'auto', py: '2.5', resize: 'vertical' }))}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}

/** A labelled native select (accessible everywhere, no script needed). */
export function SelectField<T extends string>({
  id,
  name,
  label: text,
  value,
  options,
  onChange,
  onBlur,
  error,
  isRequired = false,
}: {
  id: string
  name: string
  label: ReactNode
  value: T
  options: { value: T; label: string }[]
  onChange: (value: T) => void
  onBlur?: () => void
  error?: string
  isRequired?: boolean
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {text}
      </FieldLabel>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        onBlur={onBlur}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  )
}

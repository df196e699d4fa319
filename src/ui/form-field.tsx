import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

const label = css({ display: 'block', fontWeight: '700', mb: '1.5' })
/** The look of every text control (inputs, selects, the rich-text editor's frame). */
export const textControl = css({
  w: 'full',
  h: '11',
  px: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  '&[aria-invalid=true]': { borderColor: 'danger' },
  _disabled: { bg: 'bg.subtle', color: 'fg.muted', cursor: 'not-allowed' },
})
const errorText = css({ color: 'danger', fontSize: 'sm', fontWeight: '600', mt: '1.5' })
export const helpText = css({ textStyle: 'meta', mt: '1.5' })

/** docs/product.md#input-rules: required fields marked with an asterisk (the input's `required` says it to screen readers). */
function RequiredMark() {
  return (
    <span aria-hidden="true" className={css({ color: 'danger', ml: '0.5' })}>
      *
    </span>
  )
}

/** A field's label, with the required mark. */
export function FieldLabel({
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
      {isRequired && <RequiredMark />}
    </label>
  )
}

/** The error under a field, referenced by its `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={errorText}>
      {error}
    </p>
  ) : null
}

/** Under a field: its error, else its help (each with the id the control's `aria-describedby` names). */
export function FieldNote({ id, error, help }: { id: string; error?: string; help?: ReactNode }) {
  if (error) return <FieldError id={id} error={error} />
  return help ? (
    <p id={`${id}-help`} className={helpText}>
      {help}
    </p>
  ) : null
}

/** The attributes every control shares: required, invalid while in error, described by its error. */
function controlState(id: string, { error, isRequired }: { error?: string; isRequired: boolean }) {
  return {
    required: isRequired,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
}

/** What the text, multi-line, select and rich-text fields have in common. */
export type FieldProps<T> = {
  id: string
  name: string
  label: ReactNode
  value: T
  onChange: (value: T) => void
  onBlur?: () => void
  error?: string
  isRequired?: boolean
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
  placeholder,
  disabled,
  inputMode,
  isRequired = false,
}: FieldProps<string> & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date' | 'month' | 'time'
  help?: ReactNode
  autoComplete?: string
  placeholder?: string
  disabled?: boolean
  /** The keyboard a phone shows (`numeric` for whole numbers typed as text). */
  inputMode?: 'numeric'
}) {
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
        placeholder={placeholder}
        disabled={disabled}
        inputMode={inputMode}
        {...controlState(id, { error, isRequired })}
        aria-describedby={error ? `${id}-error` : help ? `${id}-help` : undefined}
        className={textControl}
      />
      <FieldNote id={id} error={error} help={help} />
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
          {...controlState(id, { error, isRequired })}
          className={css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'brand.solid' })}
        />
        <label htmlFor={id} className={css({ fontSize: 'sm' })}>
          {text}
          {isRequired && <RequiredMark />}
        </label>
      </div>
      <FieldError id={id} error={error} />
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
}: FieldProps<string> & { rows?: number }) {
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
        {...controlState(id, { error, isRequired })}
        className={cx(textControl, css({ h: 'auto', py: '2.5', resize: 'vertical' }))}
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
}: FieldProps<T> & { options: { value: T; label: string }[] }) {
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
        {...controlState(id, { error, isRequired })}
        className={textControl}
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

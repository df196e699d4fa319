import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
import type { ComponentProps, ComponentType, FormHTMLAttributes, PropsWithChildren, ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { REGIONS, SDG_GOALS, SECTORS } from '~/domain/enums'
import { checkboxOptions, choiceOptions } from '~/i18n/choice-options'
import { fieldError } from '~/i18n/form-errors'
import { REGION_LABELS, SDG_LABELS, SECTOR_LABELS } from '~/i18n/labels'
import { button } from './button'
import { ChoiceGroupField } from './choice-group'
import { FileField } from './file-field'
import { CheckboxField, SelectField, TextAreaField, TextField } from './form-field'
import { RichTextField } from './rich-text-field'

/**
 * The forms' TanStack Form hook (`useAppForm`) with the fields of `form-field.tsx` bound to the form's
 * state: `<form.AppField name="email">{(field) => <field.EmailField id="login-email" />}</form.AppField>`
 * inside a `<FormElement form={form}>`, whose `SubmitButton` is disabled while the form submits.
 */
const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The props a bound field takes from its form: name, value, handlers and error. */
type Unbound<P> = Omit<P, 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'error'>

/**
 * The value, handlers and translated first error of the field a component is bound to. Features use it to
 * bind their own fields (`<form.AppField name="skills">{() => <SkillsFormField />}</form.AppField>`).
 */
export function useBoundField<T>() {
  const field = useFieldContext<T>()
  const { i18n } = useLingui()
  return {
    name: field.name,
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: field.handleBlur,
    error: fieldError(i18n, field.state.meta.errors),
  }
}

function BoundTextField(props: Unbound<ComponentProps<typeof TextField>>) {
  const bound = useBoundField<string>()
  return <TextField {...props} {...bound} />
}

function BoundTextAreaField(props: Unbound<ComponentProps<typeof TextAreaField>>) {
  const bound = useBoundField<string>()
  return <TextAreaField {...props} {...bound} />
}

function BoundSelectField<T extends string>(props: Unbound<ComponentProps<typeof SelectField<T>>>) {
  const bound = useBoundField<T>()
  return <SelectField {...props} {...bound} />
}

/** A file: the value is the stored file's location (or null); `upload` sends a chosen file. */
function BoundFileField(props: Unbound<ComponentProps<typeof FileField>>) {
  const bound = useBoundField<string | null>()
  return <FileField {...props} {...bound} />
}

function BoundCheckboxField(props: Unbound<ComponentProps<typeof CheckboxField>>) {
  const { name, value, onChange, error } = useBoundField<boolean>()
  return <CheckboxField {...props} name={name} checked={value} onChange={onChange} error={error} />
}

function BoundChoiceGroupField<T extends string | number>(
  props: Unbound<ComponentProps<typeof ChoiceGroupField<T>>>,
) {
  const { value, onChange, error } = useBoundField<T[]>()
  return <ChoiceGroupField {...props} value={value} onChange={onChange} error={error} />
}

/** Rich text (experience summaries): the editor loads with the first such field (rich-text-field.tsx). */
function BoundRichTextField(props: Unbound<ComponentProps<typeof RichTextField>>) {
  const bound = useBoundField<string>()
  return <RichTextField {...props} {...bound} />
}

/** The e-mail address of the account and contact forms. */
function EmailField({ id }: { id: string }) {
  const { t } = useLingui()
  return <BoundTextField id={id} type="email" autoComplete="email" label={t`Adresse e-mail`} isRequired />
}

/** The first name of the person filling the form in (browsers fill it in). */
function FirstNameField({ id }: { id: string }) {
  const { t } = useLingui()
  return <BoundTextField id={id} autoComplete="given-name" label={t`Prénom`} isRequired />
}

/** Her last name, likewise. */
function LastNameField({ id }: { id: string }) {
  const { t } = useLingui()
  return <BoundTextField id={id} autoComplete="family-name" label={t`Nom`} isRequired />
}

/** A phone number to be reached at, optional (contact message, organisation request), with the rule it must follow. */
function ContactPhoneField({ id }: { id: string }) {
  const { t } = useLingui()
  return (
    <BoundTextField
      id={id}
      autoComplete="tel"
      label={t`Téléphone (facultatif)`}
      help={t`De 8 à 30 chiffres, sans espaces ; le + initial est permis.`}
    />
  )
}

/** A password being chosen (registration, recovery, change): browsers may suggest a strong one. */
const newPassword = { type: 'password', autoComplete: 'new-password', isRequired: true } as const

/** A new password, with the rule it must follow. */
function NewPasswordField({ id, label }: { id: string; label: string }) {
  const { t } = useLingui()
  return <BoundTextField id={id} label={label} help={t`Au moins 8 caractères.`} {...newPassword} />
}

/** The chosen password typed again. */
function PasswordConfirmationField({ id }: { id: string }) {
  const { t } = useLingui()
  return <BoundTextField id={id} label={t`Confirmez le mot de passe`} {...newPassword} />
}

/** An enumeration's values and their labels (`src/i18n/labels.ts`), the options of a field. */
type EnumOptions<T extends string | number> = { values: readonly T[]; labels: Record<T, MessageDescriptor> }

/**
 * A select among an enumeration's values, in the reader's language. `empty` names the choice of none and
 * comes first; without it, the select offers only the values.
 */
function EnumSelectField<T extends string>({
  values,
  labels,
  empty,
  ...props
}: Omit<Unbound<ComponentProps<typeof SelectField<T>>>, 'options'> & EnumOptions<T> & { empty?: string }) {
  const { i18n } = useLingui()
  const options =
    empty === undefined ? checkboxOptions(i18n, values, labels) : choiceOptions(i18n, values, labels, empty)
  return <BoundSelectField<T | ''> {...props} options={options} />
}

/** Checkboxes for an enumeration's values, in the reader's language; three columns unless told. */
function EnumChoicesField<T extends string | number>({
  values,
  labels,
  columns = 3,
  ...props
}: Omit<Unbound<ComponentProps<typeof ChoiceGroupField<T>>>, 'options'> & EnumOptions<T>) {
  const { i18n } = useLingui()
  return (
    <BoundChoiceGroupField {...props} options={checkboxOptions(i18n, values, labels)} columns={columns} />
  )
}

/** The region of a place (a job, a diploma, a project); `empty` names the choice of none. */
function RegionField({ id, empty }: { id: string; empty: string }) {
  const { t } = useLingui()
  return <EnumSelectField id={id} label={t`Région`} values={REGIONS} labels={REGION_LABELS} empty={empty} />
}

/** The sectors an organisation or a project works in (five at most). */
function SectorsField({ id }: { id: string }) {
  const { t } = useLingui()
  return <EnumChoicesField id={id} label={t`Secteurs (5 au plus)`} values={SECTORS} labels={SECTOR_LABELS} />
}

/** The provinces (and Brussels) where an organisation acts. */
function ZonesField({ id }: { id: string }) {
  const { t } = useLingui()
  return <EnumChoicesField id={id} label={t`Où elle agit`} values={REGIONS} labels={REGION_LABELS} />
}

/** The UN sustainable development goals an organisation contributes to. */
function SdgGoalsField({ id }: { id: string }) {
  const { t, i18n } = useLingui()
  const options = SDG_GOALS.map((goal) => ({
    value: goal,
    label: t`Objectif ${goal} : ${i18n._(SDG_LABELS[goal])}`,
  }))
  return (
    <BoundChoiceGroupField
      id={id}
      label={t`Les objectifs de développement durable auxquels elle contribue`}
      options={options}
      columns={2}
    />
  )
}

const appForm = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    TextAreaField: BoundTextAreaField,
    SelectField: BoundSelectField,
    CheckboxField: BoundCheckboxField,
    ChoiceGroupField: BoundChoiceGroupField,
    RichTextField: BoundRichTextField,
    FileField: BoundFileField,
    EnumSelectField,
    EnumChoicesField,
    RegionField,
    EmailField,
    FirstNameField,
    LastNameField,
    ContactPhoneField,
    NewPasswordField,
    PasswordConfirmationField,
    SectorsField,
    ZonesField,
    SdgGoalsField,
  },
  formComponents: {},
})

export const { useAppForm, withFieldGroup } = appForm

/** A new password and its confirmation (recovery link, change of password), with the fields' ids. */
export const NewPasswordFields = appForm.withFieldGroup({
  defaultValues: { password: '', confirmation: '' },
  props: { ids: { password: '', confirmation: '' } },
  render: function NewPasswordPair({ group, ids }) {
    const { t } = useLingui()
    return (
      <>
        <group.AppField name="password">
          {(field) => <field.NewPasswordField id={ids.password} label={t`Nouveau mot de passe`} />}
        </group.AppField>
        <group.AppField name="confirmation">
          {(field) => <field.PasswordConfirmationField id={ids.confirmation} />}
        </group.AppField>
      </>
    )
  },
})

/**
 * The `<form>` of a `useAppForm` form: validated by the form (`noValidate`), submitted without reloading
 * the page, and the context its `SubmitButton` reads.
 */
export function FormElement({
  form,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: { AppForm: ComponentType<PropsWithChildren>; handleSubmit: () => Promise<void> }
}) {
  return (
    <form.AppForm>
      <form
        noValidate
        {...props}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        {children}
      </form>
    </form.AppForm>
  )
}

/** The submit button of a `FormElement`: disabled only while the form is submitting (DESIGN.md forms). */
export function SubmitButton({
  variant,
  size,
  className,
  children,
}: {
  variant: 'brand' | 'accent'
  size?: 'md' | 'lg'
  className?: string
  children: ReactNode
}) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => (
        <button type="submit" disabled={submitting} className={cx(button({ variant, size }), className)}>
          {children}
        </button>
      )}
    </form.Subscribe>
  )
}

import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SpokenLanguage } from '~/domain/languages'
import type { ChosenSkill } from '~/domain/skills'
import { useBoundField } from '~/ui/app-form'
import { LanguagesField } from './languages-field'
import { SkillsField } from './skills-field'

/**
 * The skills and languages fields bound to a `useAppForm` field (ui/ may not import features, so they are
 * bound here rather than registered in app-form):
 * `<form.AppField name="skills">{() => <SkillsFormField />}</form.AppField>`.
 */
export function SkillsFormField({ id = 'skills', label }: { id?: string; label?: ReactNode }) {
  const { t } = useLingui()
  const { value, onChange, onBlur, error } = useBoundField<ChosenSkill[]>()
  return (
    <SkillsField
      id={id}
      label={label ?? t`Compétences`}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  )
}

/** `<form.AppField name="languages">{() => <LanguagesFormField />}</form.AppField>` */
export function LanguagesFormField({ id = 'languages', label }: { id?: string; label?: ReactNode }) {
  const { t } = useLingui()
  const { value, onChange, error } = useBoundField<SpokenLanguage[]>()
  return (
    <LanguagesField id={id} label={label ?? t`Langues`} value={value} onChange={onChange} error={error} />
  )
}

import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { LanguagesFormField, SkillsFormField } from '~/features/skills/skills-form-fields'
import { FormElement, SubmitButton } from '~/ui/app-form'
import type { ProfileView } from './profile.model'
import { SaveResultMessage, saveButton, useProfileForm } from './section-form'

/** Skills and languages (docs/product.md#data): known or free skills, hard or soft; languages with their level. */
export function SkillsForm({ profile }: { profile: ProfileView }) {
  const { t } = useLingui()
  const { form, result } = useProfileForm('skills', profile)
  return (
    <FormElement form={form} aria-label={t`Compétences et langues`} className={grid({ gap: '4' })}>
      <SaveResultMessage result={result} />
      <form.AppField name="skills">{() => <SkillsFormField />}</form.AppField>
      <form.AppField name="languages">{() => <LanguagesFormField />}</form.AppField>
      <SubmitButton variant="brand" className={saveButton}>{t`Enregistrer`}</SubmitButton>
    </FormElement>
  )
}

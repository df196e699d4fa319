import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { CONTRACT_TYPES, EXPERIENCE_LEVELS, JOB_CATEGORIES, REGIONS, SECTORS } from '~/domain/enums'
import { checkboxOptions, choiceOptions } from '~/i18n/choice-options'
import { CONTRACT_TYPE_LABELS, JOB_CATEGORY_LABELS, REGION_LABELS, SECTOR_LABELS } from '~/i18n/labels'
import { EXPERIENCE_LEVEL_LABELS } from '~/i18n/profile-labels'
import { FormElement, SubmitButton } from '~/ui/app-form'
import type { ProfileView } from './profile.model'
import { SaveResultMessage, saveButton, useProfileForm } from './section-form'

/** The jobs she is looking for (docs/product.md#data searched jobs): fields, sectors, regions, level, contracts. */
export function SearchedJobsForm({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useLingui()
  const { form, result } = useProfileForm('searchedJobs', profile)
  return (
    <FormElement form={form} aria-label={t`Emplois recherchés`} className={grid({ gap: '5' })}>
      <SaveResultMessage result={result} />
      <form.AppField name="categories">
        {(field) => (
          <field.ChoiceGroupField
            id="searched-categories"
            label={t`Métiers`}
            options={checkboxOptions(i18n, JOB_CATEGORIES, JOB_CATEGORY_LABELS)}
            columns={3}
          />
        )}
      </form.AppField>
      <form.AppField name="sectors">
        {(field) => (
          <field.ChoiceGroupField
            id="searched-sectors"
            label={t`Secteurs`}
            options={checkboxOptions(i18n, SECTORS, SECTOR_LABELS)}
            columns={3}
          />
        )}
      </form.AppField>
      <form.AppField name="regions">
        {(field) => (
          <field.ChoiceGroupField
            id="searched-regions"
            label={t`Régions`}
            options={checkboxOptions(i18n, REGIONS, REGION_LABELS)}
            columns={3}
          />
        )}
      </form.AppField>
      <form.AppField name="contractTypes">
        {(field) => (
          <field.ChoiceGroupField
            id="searched-contracts"
            label={t`Types de contrat`}
            options={checkboxOptions(i18n, CONTRACT_TYPES, CONTRACT_TYPE_LABELS)}
            columns={3}
          />
        )}
      </form.AppField>
      <form.AppField name="experienceLevel">
        {(field) => (
          <field.SelectField
            id="searched-experience"
            label={t`Mon niveau d'expérience`}
            options={choiceOptions(i18n, EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS, t`Choisir`)}
          />
        )}
      </form.AppField>
      <SubmitButton variant="brand" className={saveButton}>{t`Enregistrer`}</SubmitButton>
    </FormElement>
  )
}

import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { CONTRACT_TYPES, EXPERIENCE_LEVELS, JOB_CATEGORIES, REGIONS, SECTORS } from '~/domain/enums'
import { CONTRACT_TYPE_LABELS, JOB_CATEGORY_LABELS, REGION_LABELS, SECTOR_LABELS } from '~/i18n/labels'
import { EXPERIENCE_LEVEL_LABELS } from '~/i18n/profile-labels'
import { FormElement, SubmitButton } from '~/ui/app-form'
import type { ProfileView } from './profile.model'
import { SaveResultMessage, saveButton, useProfileForm } from './section-form'

/** The jobs she is looking for (docs/product.md#data searched jobs): fields, sectors, regions, level, contracts. */
export function SearchedJobsForm({ profile }: { profile: ProfileView }) {
  const { t } = useLingui()
  const { form, result } = useProfileForm('searchedJobs', profile)
  return (
    <FormElement form={form} aria-label={t`Emplois recherchés`} className={grid({ gap: '5' })}>
      <SaveResultMessage result={result} />
      <form.AppField name="categories">
        {(field) => (
          <field.EnumChoicesField
            id="searched-categories"
            label={t`Métiers`}
            values={JOB_CATEGORIES}
            labels={JOB_CATEGORY_LABELS}
          />
        )}
      </form.AppField>
      <form.AppField name="sectors">
        {(field) => (
          <field.EnumChoicesField
            id="searched-sectors"
            label={t`Secteurs`}
            values={SECTORS}
            labels={SECTOR_LABELS}
          />
        )}
      </form.AppField>
      <form.AppField name="regions">
        {(field) => (
          <field.EnumChoicesField
            id="searched-regions"
            label={t`Régions`}
            values={REGIONS}
            labels={REGION_LABELS}
          />
        )}
      </form.AppField>
      <form.AppField name="contractTypes">
        {(field) => (
          <field.EnumChoicesField
            id="searched-contracts"
            label={t`Types de contrat`}
            values={CONTRACT_TYPES}
            labels={CONTRACT_TYPE_LABELS}
          />
        )}
      </form.AppField>
      <form.AppField name="experienceLevel">
        {(field) => (
          <field.EnumSelectField
            id="searched-experience"
            label={t`Mon niveau d'expérience`}
            values={EXPERIENCE_LEVELS}
            labels={EXPERIENCE_LEVEL_LABELS}
            empty={t`Choisir`}
          />
        )}
      </form.AppField>
      <SubmitButton variant="brand" className={saveButton}>{t`Enregistrer`}</SubmitButton>
    </FormElement>
  )
}

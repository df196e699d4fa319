import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { CONTRACT_TYPES } from '~/domain/enums'
import type { ExperienceValues } from '~/domain/profile'
import { CONTRACT_TYPE_LABELS } from '~/i18n/labels'
import { FormElement, SubmitButton } from '~/ui/app-form'
import { EntryList } from '~/ui/entry-list'
import { PeriodFields } from './period-fields'
import type { ProfileView } from './profile.model'
import { SaveResultMessage, saveButton, useProfileForm } from './section-form'

const EMPTY_EXPERIENCE: ExperienceValues = {
  company: '',
  postTitle: '',
  city: '',
  region: '',
  startMonth: '',
  endMonth: '',
  currentlyWorking: false,
  contractType: '',
  summary: '',
}

/** Experiences (docs/product.md#data): most recent first once saved; added, edited and removed here. */
export function ExperiencesForm({ profile }: { profile: ProfileView }) {
  const { t } = useLingui()
  const { form, result } = useProfileForm('experiences', profile)
  const twoColumns = grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
  return (
    <FormElement form={form} aria-label={t`Expériences`} className={grid({ gap: '4' })}>
      <SaveResultMessage result={result} />
      <form.AppField name="experiences" mode="array">
        {(list) => (
          <EntryList
            count={list.state.value.length}
            legend={(index) => list.state.value[index]?.postTitle || t`Expérience ${index + 1}`}
            emptyText={t`Aucune expérience pour l'instant.`}
            addLabel={t`Ajouter une expérience`}
            onAdd={() => list.pushValue(EMPTY_EXPERIENCE)}
            onRemove={(index) => list.removeValue(index)}
            renderEntry={(index) => (
              <>
                <div className={twoColumns}>
                  <form.AppField name={`experiences[${index}].postTitle`}>
                    {(field) => (
                      <field.TextField id={`experience-${index}-post`} label={t`Poste`} isRequired />
                    )}
                  </form.AppField>
                  <form.AppField name={`experiences[${index}].company`}>
                    {(field) => (
                      <field.TextField
                        id={`experience-${index}-company`}
                        label={t`Organisation`}
                        isRequired
                      />
                    )}
                  </form.AppField>
                  <form.AppField name={`experiences[${index}].city`}>
                    {(field) => <field.TextField id={`experience-${index}-city`} label={t`Ville`} />}
                  </form.AppField>
                  <form.AppField name={`experiences[${index}].region`}>
                    {(field) => <field.RegionField id={`experience-${index}-region`} empty={t`Choisir`} />}
                  </form.AppField>
                  <form.AppField name={`experiences[${index}].contractType`}>
                    {(field) => (
                      <field.EnumSelectField
                        id={`experience-${index}-contract`}
                        label={t`Type de contrat`}
                        values={CONTRACT_TYPES}
                        labels={CONTRACT_TYPE_LABELS}
                        empty={t`Choisir`}
                      />
                    )}
                  </form.AppField>
                </div>
                <PeriodFields
                  form={form}
                  fields={{
                    startMonth: `experiences[${index}].startMonth`,
                    endMonth: `experiences[${index}].endMonth`,
                    ongoing: `experiences[${index}].currentlyWorking`,
                  }}
                  idPrefix={`experience-${index}`}
                  ongoingLabel={t`J'y travaille actuellement`}
                />
                <form.AppField name={`experiences[${index}].summary`}>
                  {(field) => (
                    <field.RichTextField id={`experience-${index}-summary`} label={t`Ce que j'y ai fait`} />
                  )}
                </form.AppField>
              </>
            )}
          />
        )}
      </form.AppField>
      <SubmitButton variant="brand" className={saveButton}>{t`Enregistrer`}</SubmitButton>
    </FormElement>
  )
}

import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { DIPLOMA_TYPES } from '~/domain/enums'
import type { DiplomaValues } from '~/domain/profile'
import { DIPLOMA_TYPE_LABELS } from '~/i18n/profile-labels'
import { FormElement, SubmitButton } from '~/ui/app-form'
import { EntryList } from '~/ui/entry-list'
import { PeriodFields } from './period-fields'
import type { ProfileView } from './profile.model'
import { SaveResultMessage, saveButton, useProfileForm } from './section-form'

const EMPTY_DIPLOMA: DiplomaValues = {
  name: '',
  school: '',
  region: '',
  startMonth: '',
  endMonth: '',
  stillStudying: false,
  type: 'bachelor',
}

/** Diplomas and training (docs/product.md#data): most recent first once saved. */
export function DiplomasForm({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useLingui()
  const { form, result } = useProfileForm('diplomas', profile)
  const typeOptions = DIPLOMA_TYPES.map((value) => ({ value, label: i18n._(DIPLOMA_TYPE_LABELS[value]) }))
  return (
    <FormElement form={form} aria-label={t`Diplômes et formations`} className={grid({ gap: '4' })}>
      <SaveResultMessage result={result} />
      <form.AppField name="diplomas" mode="array">
        {(list) => (
          <EntryList
            count={list.state.value.length}
            legend={(index) => list.state.value[index]?.name || t`Formation ${index + 1}`}
            emptyText={t`Aucun diplôme ni formation pour l'instant.`}
            addLabel={t`Ajouter un diplôme ou une formation`}
            onAdd={() => list.pushValue(EMPTY_DIPLOMA)}
            onRemove={(index) => list.removeValue(index)}
            renderEntry={(index) => (
              <>
                <div className={grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
                  <form.AppField name={`diplomas[${index}].name`}>
                    {(field) => (
                      <field.TextField
                        id={`diploma-${index}-name`}
                        label={t`Diplôme ou formation`}
                        isRequired
                      />
                    )}
                  </form.AppField>
                  <form.AppField name={`diplomas[${index}].school`}>
                    {(field) => (
                      <field.TextField id={`diploma-${index}-school`} label={t`École`} isRequired />
                    )}
                  </form.AppField>
                  <form.AppField name={`diplomas[${index}].type`}>
                    {(field) => (
                      <field.SelectField
                        id={`diploma-${index}-type`}
                        label={t`Type`}
                        options={typeOptions}
                        isRequired
                      />
                    )}
                  </form.AppField>
                  <form.AppField name={`diplomas[${index}].region`}>
                    {(field) => <field.RegionField id={`diploma-${index}-region`} empty={t`Choisir`} />}
                  </form.AppField>
                </div>
                <PeriodFields
                  form={form}
                  fields={{
                    startMonth: `diplomas[${index}].startMonth`,
                    endMonth: `diplomas[${index}].endMonth`,
                    ongoing: `diplomas[${index}].stillStudying`,
                  }}
                  idPrefix={`diploma-${index}`}
                  ongoingLabel={t`J'y étudie encore`}
                />
              </>
            )}
          />
        )}
      </form.AppField>
      <SubmitButton variant="brand" className={saveButton}>{t`Enregistrer`}</SubmitButton>
    </FormElement>
  )
}

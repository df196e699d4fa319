import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { ATMOSPHERES, DREAM_COMPANIES, IMPACT_MEANINGS, SDG_GOALS, TEAM_BUILDINGS } from '~/domain/enums'
import { choiceOptions } from '~/i18n/choice-options'
import { SDG_LABELS } from '~/i18n/labels'
import {
  ATMOSPHERE_LABELS,
  DREAM_COMPANY_LABELS,
  IMPACT_MEANING_LABELS,
  TEAM_BUILDING_LABELS,
} from '~/i18n/profile-labels'
import { FormElement, SubmitButton } from '~/ui/app-form'
import type { ProfileView } from './profile.model'
import { SaveResultMessage, saveButton, useProfileForm } from './section-form'

/** Her relationship with impact (docs/product.md#data impact profile): what she looks for and a little of who she is. */
export function ImpactForm({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useLingui()
  const { form, result } = useProfileForm('impact', profile)
  const choose = t`Choisir`
  const selects = [
    {
      name: 'dreamCompany',
      id: 'impact-dream-company',
      label: t`L'organisation de mes rêves`,
      options: choiceOptions(i18n, DREAM_COMPANIES, DREAM_COMPANY_LABELS, choose),
    },
    {
      name: 'impactMeaning',
      id: 'impact-meaning',
      label: t`Pour moi, l'impact, c'est d'abord…`,
      options: choiceOptions(i18n, IMPACT_MEANINGS, IMPACT_MEANING_LABELS, choose),
    },
    {
      name: 'atmosphere',
      id: 'impact-atmosphere',
      label: t`L'ambiance de travail qui me convient`,
      options: choiceOptions(i18n, ATMOSPHERES, ATMOSPHERE_LABELS, choose),
    },
    {
      name: 'teamBuilding',
      id: 'impact-team-building',
      label: t`Mon team building idéal`,
      options: choiceOptions(i18n, TEAM_BUILDINGS, TEAM_BUILDING_LABELS, choose),
    },
  ] as const
  return (
    <FormElement form={form} aria-label={t`Ma relation à l'impact`} className={grid({ gap: '4' })}>
      <SaveResultMessage result={result} />
      <div className={grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        {selects.map(({ name, id, label, options }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.SelectField id={id} label={label} options={options} />}
          </form.AppField>
        ))}
      </div>
      <form.AppField name="goals">
        {(field) => (
          <field.EnumChoicesField
            id="impact-goals"
            label={t`Les objectifs de développement durable qui comptent le plus pour moi`}
            values={SDG_GOALS}
            labels={SDG_LABELS}
            columns={2}
          />
        )}
      </form.AppField>
      <form.AppField name="superpower">
        {(field) => <field.TextAreaField id="impact-superpower" label={t`Mon super-pouvoir`} rows={2} />}
      </form.AppField>
      <form.AppField name="funAnecdote">
        {(field) => (
          <field.TextAreaField id="impact-anecdote" label={t`Une anecdote amusante sur moi`} rows={2} />
        )}
      </form.AppField>
      <form.AppField name="dinnerGuest">
        {(field) => (
          <field.TextAreaField
            id="impact-dinner-guest"
            label={t`La personne avec qui j'aimerais dîner, et pourquoi`}
            rows={2}
          />
        )}
      </form.AppField>
      <SubmitButton variant="brand" className={saveButton}>{t`Enregistrer`}</SubmitButton>
    </FormElement>
  )
}

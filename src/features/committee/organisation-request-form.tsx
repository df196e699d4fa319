import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { COMPANY_SIZES } from '~/domain/enums'
import { EMPTY_ORGANISATION_REQUEST, organisationRequestSchema } from '~/domain/organisation-request'
import { COMPANY_SIZE_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { cardSurface } from '~/ui/card'
import { FormAlert } from '~/ui/form-alert'

type Outcome = 'sent' | 'failed' | 'throttled' | 'missing' | null
const pair = grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const legend = css({ textStyle: 'heading', mb: '3' })

/** An organisation asks to join (docs/product.md#audience): who it is, its commitments to the 17 goals, a contact person. */
export function OrganisationRequestForm() {
  const { t } = useLingui()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const form = useAppForm({
    defaultValues: EMPTY_ORGANISATION_REQUEST,
    validators: { onSubmit: organisationRequestSchema as never },
    onSubmitInvalid: () => setOutcome('missing'),
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null)
      const { submitOrganisationRequestFn } = await import('./committee.functions')
      const result = await submitOrganisationRequestFn({ data: value as never }).catch(() => null)
      if (!result) return setOutcome('failed')
      if (!result.ok) return setOutcome(result.error)
      formApi.reset()
      setOutcome('sent')
    },
  })
  const messages: Record<Exclude<Outcome, null>, string> = {
    sent: t`Merci ! Votre demande est envoyée au comité de sélection. Un accusé de réception vient de partir vers l'adresse de contact ; la réponse suivra par e-mail.`,
    failed: t`L'envoi n'a pas abouti. Réessayez plus tard.`,
    throttled: t`Plusieurs demandes sont déjà parties d'ici. Réessayez plus tard.`,
    missing: t`Il manque des informations : complétez les champs signalés.`,
  }
  return (
    <FormElement
      form={form}
      id="organisation-request"
      aria-label={t`Demande d'adhésion`}
      className={cx(cardSurface, grid({ gap: '6', p: { base: '5', md: '8' } }))}
    >
      {outcome && <FormAlert tone={outcome === 'sent' ? 'success' : 'error'}>{messages[outcome]}</FormAlert>}
      <fieldset className={grid({ gap: '4' })}>
        <legend className={legend}>{t`L'organisation`}</legend>
        <div className={pair}>
          <form.AppField name="name">
            {(field) => <field.TextField id="request-name" label={t`Nom de l'organisation`} isRequired />}
          </form.AppField>
          <form.AppField name="website">
            {(field) => <field.TextField id="request-website" type="url" label={t`Site web (https://)`} />}
          </form.AppField>
          <form.AppField name="size">
            {(field) => (
              <field.EnumSelectField
                id="request-size"
                label={t`Taille`}
                values={COMPANY_SIZES}
                labels={COMPANY_SIZE_LABELS}
                empty={t`Choisir`}
                isRequired
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="sectors">{(field) => <field.SectorsField id="request-sectors" />}</form.AppField>
        <form.AppField name="zones">{(field) => <field.ZonesField id="request-zones" />}</form.AppField>
        <form.AppField name="mission">
          {(field) => (
            <field.TextAreaField id="request-mission" label={t`Sa mission, en quelques lignes`} isRequired />
          )}
        </form.AppField>
      </fieldset>
      <fieldset className={grid({ gap: '4' })}>
        <legend className={legend}>{t`Ses engagements`}</legend>
        <form.AppField name="sdgGoals">{(field) => <field.SdgGoalsField id="request-sdg" />}</form.AppField>
        <form.AppField name="commitments">
          {(field) => (
            <field.TextAreaField
              id="request-commitments"
              label={t`Comment son activité y contribue (faits, chiffres, labels)`}
              isRequired
            />
          )}
        </form.AppField>
      </fieldset>
      <fieldset className={grid({ gap: '4' })}>
        <legend className={legend}>{t`La personne de contact`}</legend>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {t`Si le comité accepte la demande, elle reçoit l'accès à l'espace recruteur de l'organisation.`}
        </p>
        <div className={pair}>
          <form.AppField name="contactFirstName">
            {(field) => <field.FirstNameField id="request-first-name" />}
          </form.AppField>
          <form.AppField name="contactLastName">
            {(field) => <field.LastNameField id="request-last-name" />}
          </form.AppField>
          <form.AppField name="contactEmail">
            {(field) => <field.EmailField id="request-email" />}
          </form.AppField>
          <form.AppField name="contactPhone">
            {(field) => <field.ContactPhoneField id="request-phone" />}
          </form.AppField>
          <form.AppField name="contactRole">
            {(field) => <field.TextField id="request-role" label={t`Fonction (facultatif)`} />}
          </form.AppField>
        </div>
        <form.AppField name="consent">
          {(field) => (
            <field.CheckboxField
              id="request-consent"
              isRequired
              label={
                <>
                  {t`J'accepte que Tremplin traite ces données pour examiner la demande, comme le décrit la`}{' '}
                  <LocalizedLink route="privacy" className={css({ textStyle: 'link' })}>
                    {t`politique de confidentialité`}
                  </LocalizedLink>
                  .
                </>
              }
            />
          )}
        </form.AppField>
      </fieldset>
      <div>
        <SubmitButton variant="accent" size="lg">{t`Envoyer la demande`}</SubmitButton>
      </div>
    </FormElement>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { CONTACT_REPLY_HOURS } from '~/domain/constants'
import { CONTACT_SUBJECTS, type ContactSubject } from '~/domain/enums'
import { contactSchema } from '~/domain/validation'
import { CONTACT_SUBJECT_LABELS } from '~/i18n/labels'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { bindField, FormAlert, SelectField, TextAreaField, TextField } from '~/ui/form-field'

type Outcome = 'sent' | 'failed' | 'throttled' | 'missing' | null

/** `/contact` (spec §2, §3, §8): a message to the team, the subject preselected by `?subject=`. */
export function ContactPage({ subject }: { subject: ContactSubject }) {
  const { t, i18n } = useLingui()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const form = useForm({
    defaultValues: { subject, firstName: '', lastName: '', phone: '', email: '', message: '' },
    validators: { onSubmit: contactSchema },
    onSubmitInvalid: () => setOutcome('missing'),
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null)
      const { sendContactMessageFn } = await import('./contact.functions')
      const result = await sendContactMessageFn({ data: value })
      if (result.ok) {
        formApi.reset()
        setOutcome('sent')
      } else setOutcome(result.error)
    },
  })
  const messages: Record<Exclude<Outcome, null>, string> = {
    sent: t`Merci ! Votre message est envoyé : nous vous répondons sous ${CONTACT_REPLY_HOURS} heures. Une copie vient de partir vers votre adresse.`,
    failed: t`L'envoi n'a pas abouti. Réessayez plus tard.`,
    throttled: t`Vous avez déjà envoyé plusieurs messages. Réessayez plus tard.`,
    missing: t`Il manque des informations : complétez les champs signalés.`,
  }
  return (
    <Container className={css({ py: { base: '8', md: '14' } })}>
      <div className={css({ maxW: '720px', mx: 'auto', display: 'grid', gap: '6' })}>
        <div>
          <h1
            className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: '800' })}
          >{t`Contactez-nous`}</h1>
          <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'lg' })}>
            {t`Une question, une idée, un partenariat ? Écrivez-nous : notre équipe vous répond sous ${CONTACT_REPLY_HOURS} heures.`}
          </p>
        </div>
        <form
          noValidate
          aria-label={t`Formulaire de contact`}
          className={css({
            display: 'grid',
            gap: '4',
            bg: 'bg.surface',
            borderRadius: 'card',
            borderWidth: '1px',
            borderColor: 'border.subtle',
            p: { base: '5', md: '8' },
          })}
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          {outcome && (
            <FormAlert tone={outcome === 'sent' ? 'success' : 'error'}>{messages[outcome]}</FormAlert>
          )}
          <form.Field name="subject">
            {(field) => (
              <SelectField
                id="contact-subject"
                name="subject"
                label={t`Sujet`}
                isRequired
                options={CONTACT_SUBJECTS.map((value) => ({
                  value,
                  label: i18n._(CONTACT_SUBJECT_LABELS[value]),
                }))}
                {...bindField(i18n, field)}
              />
            )}
          </form.Field>
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            })}
          >
            <form.Field name="firstName">
              {(field) => (
                <TextField
                  id="contact-first-name"
                  name="firstName"
                  autoComplete="given-name"
                  label={t`Prénom`}
                  isRequired
                  {...bindField(i18n, field)}
                />
              )}
            </form.Field>
            <form.Field name="lastName">
              {(field) => (
                <TextField
                  id="contact-last-name"
                  name="lastName"
                  autoComplete="family-name"
                  label={t`Nom`}
                  isRequired
                  {...bindField(i18n, field)}
                />
              )}
            </form.Field>
            <form.Field name="email">
              {(field) => (
                <TextField
                  id="contact-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  label={t`Adresse e-mail`}
                  isRequired
                  {...bindField(i18n, field)}
                />
              )}
            </form.Field>
            <form.Field name="phone">
              {(field) => (
                <TextField
                  id="contact-phone"
                  name="phone"
                  autoComplete="tel"
                  label={t`Téléphone (facultatif)`}
                  help={t`De 8 à 30 chiffres, sans espaces ; le + initial est permis.`}
                  {...bindField(i18n, field)}
                />
              )}
            </form.Field>
          </div>
          <form.Field name="message">
            {(field) => (
              <TextAreaField
                id="contact-message"
                name="message"
                label={t`Message`}
                isRequired
                {...bindField(i18n, field)}
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <button
                type="submit"
                disabled={submitting}
                className={button({ variant: 'accent', size: 'lg' })}
                style={{ justifySelf: 'start' }}
              >
                {t`Envoyer le message`}
              </button>
            )}
          </form.Subscribe>
        </form>
      </div>
    </Container>
  )
}

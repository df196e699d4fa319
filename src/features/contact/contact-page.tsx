import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { CONTACT_REPLY_HOURS } from '~/domain/constants'
import { CONTACT_SUBJECTS, type ContactSubject } from '~/domain/enums'
import { contactSchema } from '~/domain/validation'
import { CONTACT_SUBJECT_LABELS } from '~/i18n/labels'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { cardSurface } from '~/ui/card'
import { Container } from '~/ui/container'
import { FormAlert } from '~/ui/form-alert'

type Outcome = 'sent' | 'failed' | 'throttled' | 'missing' | null

/** `/contact` (docs/product.md#pages, #data, #errors): a message to the team, the subject preselected by `?subject=`. */
export function ContactPage({ subject }: { subject: ContactSubject }) {
  const { t, i18n } = useLingui()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const form = useAppForm({
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
      <div className={grid({ gap: '6', maxW: '720px', mx: 'auto' })}>
        <div>
          <h1 className={css({ textStyle: 'pageTitle' })}>{t`Contactez-nous`}</h1>
          <p className={css({ textStyle: 'lead', mt: '2' })}>
            {t`Une question, une idée, un partenariat ? Écrivez-nous : notre équipe vous répond sous ${CONTACT_REPLY_HOURS} heures.`}
          </p>
        </div>
        <FormElement
          form={form}
          aria-label={t`Formulaire de contact`}
          className={cx(cardSurface, grid({ gap: '4', p: { base: '5', md: '8' } }))}
        >
          {outcome && (
            <FormAlert tone={outcome === 'sent' ? 'success' : 'error'}>{messages[outcome]}</FormAlert>
          )}
          <form.AppField name="subject">
            {(field) => (
              <field.SelectField
                id="contact-subject"
                label={t`Sujet`}
                isRequired
                options={CONTACT_SUBJECTS.map((value) => ({
                  value,
                  label: i18n._(CONTACT_SUBJECT_LABELS[value]),
                }))}
              />
            )}
          </form.AppField>
          <div className={grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
            <form.AppField name="firstName">
              {(field) => <field.FirstNameField id="contact-first-name" />}
            </form.AppField>
            <form.AppField name="lastName">
              {(field) => <field.LastNameField id="contact-last-name" />}
            </form.AppField>
            <form.AppField name="email">{(field) => <field.EmailField id="contact-email" />}</form.AppField>
            <form.AppField name="phone">
              {(field) => <field.ContactPhoneField id="contact-phone" />}
            </form.AppField>
          </div>
          <form.AppField name="message">
            {(field) => <field.TextAreaField id="contact-message" label={t`Message`} isRequired />}
          </form.AppField>
          <SubmitButton variant="accent" size="lg" className={css({ justifySelf: 'start' })}>
            {t`Envoyer le message`}
          </SubmitButton>
        </FormElement>
      </div>
    </Container>
  )
}

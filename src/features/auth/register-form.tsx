import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { registerSchema } from '~/domain/validation'
import { LocalizedLink } from '~/i18n/localized-link'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { FormAlert } from '~/ui/form-alert'
import type { AuthUser } from './auth.model'
import { useSignInSubmit } from './use-sign-in-submit'

const link = css({ textStyle: 'link', textDecoration: 'underline' })

/** Registration (docs/product.md#data): first name, e-mail, password, opt-ins, required terms and privacy policy. */
export function RegisterForm({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const { t } = useLingui()
  const { refusal, submit } = useSignInSubmit('register', onSignedIn)
  const form = useAppForm({
    defaultValues: {
      firstName: '',
      email: '',
      password: '',
      newsletter: false,
      marketing: false,
      terms: false,
    },
    validators: { onSubmit: registerSchema },
    onSubmit: ({ value }) =>
      submit(async (captchaToken) => {
        const { registerFn } = await import('./auth.functions')
        // The form submits only once its schema passed: the terms are accepted.
        return registerFn({ data: { ...value, terms: true, captchaToken } })
      }),
  })
  return (
    <FormElement form={form} aria-label={t`Créer un compte`} className={grid({ gap: '4' })}>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <form.AppField name="firstName">
        {(field) => <field.FirstNameField id="register-first-name" />}
      </form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField id="register-email" />}</form.AppField>
      <form.AppField name="password">
        {(field) => <field.NewPasswordField id="register-password" label={t`Mot de passe`} />}
      </form.AppField>
      <form.AppField name="newsletter">
        {(field) => (
          <field.CheckboxField
            id="register-newsletter"
            label={t`Je veux recevoir la newsletter (deux fois par mois).`}
          />
        )}
      </form.AppField>
      <form.AppField name="marketing">
        {(field) => (
          <field.CheckboxField
            id="register-marketing"
            label={t`J'accepte de recevoir des offres et nouvelles de Tremplin par e-mail.`}
          />
        )}
      </form.AppField>
      <form.AppField name="terms">
        {(field) => (
          <field.CheckboxField
            id="register-terms"
            isRequired
            label={
              <Trans>
                J'accepte les{' '}
                <LocalizedLink route="terms" className={link} target="_blank">
                  conditions d'utilisation
                </LocalizedLink>{' '}
                et la{' '}
                <LocalizedLink route="privacy" className={link} target="_blank">
                  politique de confidentialité
                </LocalizedLink>
              </Trans>
            }
          />
        )}
      </form.AppField>
      <SubmitButton variant="accent" size="lg">
        {t`Créer mon compte`}
      </SubmitButton>
    </FormElement>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { registerSchema } from '~/domain/validation'
import { fieldError } from '~/i18n/form-errors'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { bindField, CheckboxField, FormAlert, TextField } from '~/ui/form-field'
import type { AuthResult, AuthUser } from './auth.model'
import { authErrorMessage } from './auth-errors'
import { useCaptcha } from './recaptcha'

const link = css({ color: 'fg.brand', fontWeight: '700', textDecoration: 'underline' })

/** Registration (spec §3): first name, e-mail, password, opt-ins, required terms and privacy policy. */
export function RegisterForm({ onSignedIn }: { onSignedIn: (user: AuthUser) => void }) {
  const { t, i18n } = useLingui()
  const captcha = useCaptcha()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm({
    defaultValues: {
      firstName: '',
      email: '',
      password: '',
      newsletter: false,
      marketing: false,
      terms: false,
    },
    validators: { onSubmit: registerSchema },
    onSubmit: async ({ value }) => {
      setRefusal(null)
      const { token: captchaToken, error } = await captcha('register')
      if (error) {
        setRefusal(error)
        return
      }
      const { registerFn } = await import('./auth.functions')
      const result: AuthResult = await registerFn({
        // The form submits only once its schema passed: the terms are accepted.
        data: { ...value, terms: true, captchaToken },
      })
      if (result.ok) onSignedIn(result.user)
      else setRefusal(authErrorMessage(i18n, result.error, result.retryAfterS))
    },
  })
  return (
    <form
      noValidate
      aria-label={t`Créer un compte`}
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <form.Field name="firstName">
        {(field) => (
          <TextField
            id="register-first-name"
            name="firstName"
            autoComplete="given-name"
            label={t`Prénom`}
            isRequired
            {...bindField(i18n, field)}
          />
        )}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField
            id="register-email"
            name="email"
            type="email"
            autoComplete="email"
            label={t`Adresse e-mail`}
            isRequired
            {...bindField(i18n, field)}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            id="register-password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t`Mot de passe`}
            help={t`Au moins 8 caractères.`}
            isRequired
            {...bindField(i18n, field)}
          />
        )}
      </form.Field>
      <form.Field name="newsletter">
        {(field) => (
          <CheckboxField
            id="register-newsletter"
            name="newsletter"
            label={t`Je veux recevoir la newsletter (deux fois par mois).`}
            checked={field.state.value}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Field name="marketing">
        {(field) => (
          <CheckboxField
            id="register-marketing"
            name="marketing"
            label={t`J'accepte de recevoir des offres et nouvelles de Tremplin par e-mail.`}
            checked={field.state.value}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Field name="terms">
        {(field) => (
          <CheckboxField
            id="register-terms"
            name="terms"
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
            checked={field.state.value}
            onChange={field.handleChange}
            error={fieldError(i18n, field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" disabled={submitting} className={button({ variant: 'accent', size: 'lg' })}>
            {t`Créer mon compte`}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}

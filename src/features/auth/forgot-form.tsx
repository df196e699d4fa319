import { useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { forgotPasswordSchema } from '~/domain/validation'
import { button } from '~/ui/button'
import { bindField, FormAlert, TextField } from '~/ui/form-field'
import { authErrorMessage } from './auth-errors'
import { useCaptcha } from './recaptcha'

/** Asks for a recovery link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui()
  const captcha = useCaptcha()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const form = useForm({
    defaultValues: { email: '' },
    validators: { onSubmit: forgotPasswordSchema },
    onSubmit: async ({ value }) => {
      const { token: captchaToken, error } = await captcha('recovery')
      if (error) {
        setOutcome({ tone: 'error', text: error })
        return
      }
      const { forgotPasswordFn } = await import('./auth.functions')
      const result = await forgotPasswordFn({ data: { ...value, captchaToken } })
      setOutcome(
        result.ok
          ? {
              tone: 'success',
              text: t`Si un compte existe pour cette adresse, un lien pour choisir un nouveau mot de passe vient d'y être envoyé. Il est valable une heure.`,
            }
          : { tone: 'error', text: authErrorMessage(i18n, result.error, result.retryAfterS) },
      )
    },
  })
  return (
    <form
      noValidate
      aria-label={t`Mot de passe oublié`}
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <p className={css({ color: 'fg.muted' })}>
        {t`Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.`}
      </p>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <form.Field name="email">
        {(field) => (
          <TextField
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            label={t`Adresse e-mail`}
            isRequired
            {...bindField(i18n, field)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" disabled={submitting} className={button({ variant: 'brand', size: 'lg' })}>
            {t`Recevoir le lien`}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}

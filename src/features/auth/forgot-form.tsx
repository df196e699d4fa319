import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { forgotPasswordSchema } from '~/domain/validation'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { FormAlert } from '~/ui/form-alert'
import { authErrorMessage } from './auth-errors'
import { useCaptcha } from './recaptcha'

/** Asks for a recovery link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui()
  const captcha = useCaptcha()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const form = useAppForm({
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
    <FormElement form={form} aria-label={t`Mot de passe oublié`} className={grid({ gap: '4' })}>
      <p className={css({ color: 'fg.muted' })}>
        {t`Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.`}
      </p>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <form.AppField name="email">{(field) => <field.EmailField id="forgot-email" />}</form.AppField>
      <SubmitButton variant="brand" size="lg">
        {t`Recevoir le lien`}
      </SubmitButton>
    </FormElement>
  )
}

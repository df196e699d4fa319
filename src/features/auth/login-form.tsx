import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { loginSchema } from '~/domain/validation'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { FormAlert } from '~/ui/form-alert'
import type { AuthResult, AuthUser } from './auth.model'
import { authErrorMessage } from './auth-errors'
import { useCaptcha } from './recaptcha'

/** E-mail and password sign-in (spec §2 login modal, tab 0). */
export function LoginForm({
  onSignedIn,
  onForgot,
}: {
  onSignedIn: (user: AuthUser) => void
  onForgot: () => void
}) {
  const { t, i18n } = useLingui()
  const captcha = useCaptcha()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: loginSchema },
    onSubmit: async ({ value }) => {
      setRefusal(null)
      const { token: captchaToken, error } = await captcha('login')
      if (error) {
        setRefusal(error)
        return
      }
      const { loginFn } = await import('./auth.functions')
      const result: AuthResult = await loginFn({ data: { ...value, captchaToken } })
      if (result.ok) onSignedIn(result.user)
      else setRefusal(authErrorMessage(i18n, result.error, result.retryAfterS))
    },
  })
  return (
    <FormElement form={form} aria-label={t`Se connecter`} className={grid({ gap: '4' })}>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <form.AppField name="email">{(field) => <field.EmailField id="login-email" />}</form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            id="login-password"
            type="password"
            autoComplete="current-password"
            label={t`Mot de passe`}
            isRequired
          />
        )}
      </form.AppField>
      <button
        type="button"
        onClick={onForgot}
        className={css({
          textStyle: 'link',
          justifySelf: 'start',
          cursor: 'pointer',
          textDecoration: 'underline',
        })}
      >
        {t`Mot de passe oublié ?`}
      </button>
      <SubmitButton variant="brand" size="lg">
        {t`Se connecter`}
      </SubmitButton>
    </FormElement>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { loginSchema } from '~/domain/validation'
import { button } from '~/ui/button'
import { bindField, FormAlert, TextField } from '~/ui/form-field'
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
  const form = useForm({
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
    <form
      noValidate
      aria-label={t`Se connecter`}
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <form.Field name="email">
        {(field) => (
          <TextField
            id="login-email"
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
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            label={t`Mot de passe`}
            isRequired
            {...bindField(i18n, field)}
          />
        )}
      </form.Field>
      <button
        type="button"
        onClick={onForgot}
        className={css({
          justifySelf: 'start',
          color: 'fg.brand',
          fontWeight: '700',
          cursor: 'pointer',
          textDecoration: 'underline',
        })}
      >
        {t`Mot de passe oublié ?`}
      </button>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" disabled={submitting} className={button({ variant: 'brand', size: 'lg' })}>
            {t`Se connecter`}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}

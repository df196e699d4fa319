import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import type { UserRole } from '~/domain/enums'
import { loginSchema } from '~/domain/validation'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { FormAlert } from '~/ui/form-alert'
import type { AuthUser } from './auth.model'
import { useSignInSubmit } from './use-sign-in-submit'

/** E-mail and password sign-in (docs/product.md#pages login modal, tab 0). */
export function LoginForm({
  onSignedIn,
  onForgot,
  space = 'talent',
}: {
  onSignedIn: (user: AuthUser) => void
  onForgot: () => void
  /** The side of the site signed in to: the recruiter space refuses talents (docs/product.md#roles). */
  space?: UserRole
}) {
  const { t } = useLingui()
  const { refusal, submit } = useSignInSubmit('login', onSignedIn)
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: loginSchema },
    onSubmit: ({ value }) =>
      submit(async (captchaToken) => {
        const { loginFn } = await import('./auth.functions')
        return loginFn({ data: { ...value, captchaToken, space } })
      }),
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

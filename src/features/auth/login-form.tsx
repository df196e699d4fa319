import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import type { UserRole } from '~/domain/enums'
import { loginSchema } from '~/domain/validation'
import { LocalizedLink } from '~/i18n/localized-link'
import { FormElement, SubmitButton, useAppForm } from '~/ui/app-form'
import { FormAlert } from '~/ui/form-alert'
import type { AuthUser } from './auth.model'
import { useSignInSubmit } from './use-sign-in-submit'

/** The forgotten-password button, which looks like a link. */
const forgotLink = css({
  textStyle: 'link',
  justifySelf: 'start',
  cursor: 'pointer',
  textDecoration: 'underline',
})

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
  const { refusal, refusedFor, submit } = useSignInSubmit('login', onSignedIn)
  // A person at the other side's door is shown hers.
  const otherSide =
    space === 'talent' && refusedFor === 'recruiter-account' ? (
      <LocalizedLink route="recruiterLogin" className={css({ textStyle: 'link', fontWeight: '700' })}>
        {t`Aller à la connexion de l'espace recruteur`}
      </LocalizedLink>
    ) : space === 'recruiter' && refusedFor === 'not-allowed' ? (
      <LocalizedLink route="login" className={css({ textStyle: 'link', fontWeight: '700' })}>
        {t`Aller à la connexion de l'espace talent`}
      </LocalizedLink>
    ) : null
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
      {refusal && (
        <FormAlert>
          {refusal}
          {otherSide && <> {otherSide}</>}
        </FormAlert>
      )}
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
      <button type="button" onClick={onForgot} className={forgotLink}>
        {t`Mot de passe oublié ?`}
      </button>
      <SubmitButton variant="brand" size="lg">
        {t`Se connecter`}
      </SubmitButton>
    </FormElement>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { newPasswordSchema } from '~/domain/validation'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { bindField, FormAlert, TextField } from '~/ui/form-field'
import { AccountPageFrame } from './account-page-frame'
import { authErrorMessage } from './auth-errors'

export type RecoveryLinkState = 'valid' | 'expired' | 'invalid'

/**
 * `/recovery/{data}` (spec §2, §8): a new password and its confirmation from a one-hour, single-use link;
 * "time elapsed" for an expired link, "no access" for anything else.
 */
export function RecoveryPage({ token, state }: { token: string; state: RecoveryLinkState }) {
  const { t, i18n } = useLingui()
  const [outcome, setOutcome] = useState<RecoveryLinkState | 'done'>(state)
  const form = useForm({
    defaultValues: { password: '', confirmation: '' },
    validators: { onSubmit: newPasswordSchema },
    onSubmit: async ({ value }) => {
      const { resetPasswordFn } = await import('./auth.functions')
      const result = await resetPasswordFn({ data: { token, ...value } })
      setOutcome(result === 'done' ? 'done' : result)
    },
  })
  return (
    <AccountPageFrame title={t`Choisir un nouveau mot de passe`}>
      {outcome === 'done' ? (
        <div className={css({ display: 'grid', gap: '5' })}>
          <FormAlert tone="success">
            {t`Votre mot de passe est changé. Connectez-vous avec le nouveau : vos autres sessions ont été fermées.`}
          </FormAlert>
          <LocalizedLink route="login" className={button({ variant: 'brand' })}>
            {t`Se connecter`}
          </LocalizedLink>
        </div>
      ) : outcome === 'expired' ? (
        <div className={css({ display: 'grid', gap: '5' })}>
          <FormAlert>{authErrorMessage(i18n, 'expired')}</FormAlert>
          <LocalizedLink route="login" search={{ tab: 'forgot' }} className={button({ variant: 'brand' })}>
            {t`Demander un nouveau lien`}
          </LocalizedLink>
        </div>
      ) : outcome === 'invalid' ? (
        <div className={css({ display: 'grid', gap: '5' })}>
          <FormAlert>{t`Vous n'avez pas accès à cette page : ce lien n'est pas valable ou a déjà servi.`}</FormAlert>
          <LocalizedLink route="login" search={{ tab: 'forgot' }} className={button({ variant: 'brand' })}>
            {t`Demander un nouveau lien`}
          </LocalizedLink>
        </div>
      ) : (
        <form
          noValidate
          className={css({ display: 'grid', gap: '4' })}
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
        >
          <form.Field name="password">
            {(field) => (
              <TextField
                id="recovery-password"
                name="password"
                type="password"
                autoComplete="new-password"
                label={t`Nouveau mot de passe`}
                help={t`Au moins 8 caractères.`}
                isRequired
                {...bindField(i18n, field)}
              />
            )}
          </form.Field>
          <form.Field name="confirmation">
            {(field) => (
              <TextField
                id="recovery-confirmation"
                name="confirmation"
                type="password"
                autoComplete="new-password"
                label={t`Confirmez le mot de passe`}
                isRequired
                {...bindField(i18n, field)}
              />
            )}
          </form.Field>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <button
                type="submit"
                disabled={submitting}
                className={button({ variant: 'brand', size: 'lg' })}
              >
                {t`Enregistrer le mot de passe`}
              </button>
            )}
          </form.Subscribe>
        </form>
      )}
    </AccountPageFrame>
  )
}

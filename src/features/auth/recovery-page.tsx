import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { grid } from 'styled-system/patterns'
import { newPasswordSchema } from '~/domain/validation'
import { FormElement, NewPasswordFields, SubmitButton, useAppForm } from '~/ui/app-form'
import { FormAlert } from '~/ui/form-alert'
import { AccountOutcome } from './account-outcome'
import { AccountPageFrame } from './account-page-frame'
import { authErrorMessage } from './auth-errors'

export type RecoveryLinkState = 'valid' | 'expired' | 'invalid'

/**
 * `/recovery/{data}` (docs/product.md#pages, #errors): a new password and its confirmation from a one-hour, single-use link;
 * "time elapsed" for an expired link, "no access" for anything else.
 */
export function RecoveryPage({
  token,
  state,
  space,
}: {
  token: string
  state: RecoveryLinkState
  /** The account's side: a recruiter invited by e-mail signs in on the organisations' page, not the talents'. */
  space: 'talent' | 'recruiter'
}) {
  const { t, i18n } = useLingui()
  const [outcome, setOutcome] = useState<RecoveryLinkState | 'done'>(state)
  const [weak, setWeak] = useState(false)
  const form = useAppForm({
    defaultValues: { password: '', confirmation: '' },
    validators: { onSubmit: newPasswordSchema },
    onSubmit: async ({ value }) => {
      const { resetPasswordFn } = await import('./auth.functions')
      const result = await resetPasswordFn({ data: { token, ...value } })
      setWeak(result === 'weak-password')
      if (result !== 'weak-password') setOutcome(result)
    },
  })
  return (
    <AccountPageFrame title={t`Choisir un nouveau mot de passe`}>
      {outcome === 'done' ? (
        <AccountOutcome
          tone="success"
          message={t`Votre mot de passe est changé. Connectez-vous avec le nouveau : vos autres sessions ont été fermées.`}
          route={space === 'recruiter' ? 'recruiterLogin' : 'login'}
          action={space === 'recruiter' ? t`Se connecter à l'espace recruteur` : t`Se connecter`}
        />
      ) : outcome !== 'valid' ? (
        <AccountOutcome
          route="login"
          message={
            outcome === 'expired'
              ? authErrorMessage(i18n, 'expired')
              : t`Vous n'avez pas accès à cette page : ce lien n'est pas valable ou a déjà servi.`
          }
          action={t`Demander un nouveau lien`}
          search={{ tab: 'forgot' }}
        />
      ) : (
        <FormElement form={form} className={grid({ gap: '4' })}>
          {weak && <FormAlert>{authErrorMessage(i18n, 'weak-password')}</FormAlert>}
          <NewPasswordFields
            form={form}
            fields={{ password: 'password', confirmation: 'confirmation' }}
            ids={{ password: 'recovery-password', confirmation: 'recovery-confirmation' }}
          />
          <SubmitButton variant="brand" size="lg">
            {t`Enregistrer le mot de passe`}
          </SubmitButton>
        </FormElement>
      )}
    </AccountPageFrame>
  )
}

import { useLingui } from '@lingui/react/macro'
import { AccountOutcome } from './account-outcome'
import { AccountPageFrame } from './account-page-frame'

export type EmailValidationOutcome = 'validated' | 'expired' | 'invalid'

/** `/validmail/{uuid}`: the outcome of the link from the registration e-mail. */
export function EmailValidationPage({ outcome }: { outcome: EmailValidationOutcome }) {
  const { t } = useLingui()
  return (
    <AccountPageFrame title={t`Validation de l'adresse e-mail`}>
      <AccountOutcome
        tone={outcome === 'validated' ? 'success' : 'error'}
        message={
          outcome === 'validated'
            ? t`Merci ! Votre adresse e-mail est confirmée.`
            : outcome === 'expired'
              ? t`Ce lien de validation a expiré. Connectez-vous : vous pourrez en demander un nouveau.`
              : t`Ce lien de validation n'est pas valable ou a déjà servi.`
        }
        route="jobs"
        action={t`Voir les offres d'emploi`}
      />
    </AccountPageFrame>
  )
}

import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { AccountPageFrame } from './account-page-frame'

export type EmailValidationOutcome = 'validated' | 'expired' | 'invalid'

/** `/validmail/{uuid}`: the outcome of the link from the registration e-mail. */
export function EmailValidationPage({ outcome }: { outcome: EmailValidationOutcome }) {
  const { t } = useLingui()
  return (
    <AccountPageFrame title={t`Validation de l'adresse e-mail`}>
      <div className={grid({ gap: '5' })}>
        {outcome === 'validated' ? (
          <FormAlert tone="success">{t`Merci ! Votre adresse e-mail est confirmée.`}</FormAlert>
        ) : outcome === 'expired' ? (
          <FormAlert>{t`Ce lien de validation a expiré. Connectez-vous : vous pourrez en demander un nouveau.`}</FormAlert>
        ) : (
          <FormAlert>{t`Ce lien de validation n'est pas valable ou a déjà servi.`}</FormAlert>
        )}
        <LocalizedLink route="jobs" className={button({ variant: 'brand' })}>
          {t`Voir les offres d'emploi`}
        </LocalizedLink>
      </div>
    </AccountPageFrame>
  )
}

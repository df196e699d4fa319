import { useLingui } from '@lingui/react/macro'
import { AccountOutcome } from './account-outcome'
import { AccountPageFrame } from './account-page-frame'

/** The outcome of a marketing e-mail's unsubscribe link (docs/product.md#errors: on error, the setting remains). */
export function MarketingMailUpdatePage({ done }: { done: boolean }) {
  const { t } = useLingui()
  return (
    <AccountPageFrame title={t`E-mails marketing`}>
      <AccountOutcome
        tone={done ? 'success' : 'error'}
        message={
          done
            ? t`C'est noté : vous ne recevrez plus nos e-mails marketing.`
            : t`Ce lien n'a pas pu être traité. Vous pouvez toujours changer cette préférence dans vos paramètres.`
        }
        route="talentParameters"
        action={t`Mes paramètres`}
      />
    </AccountPageFrame>
  )
}

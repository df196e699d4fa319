import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { AccountOutcome } from '~/features/auth/account-outcome'
import { AccountPageFrame } from '~/features/auth/account-page-frame'
import type { ConfirmOutcome } from './newsletter.model'

/**
 * Where a newsletter confirmation e-mail's link lands. The page confirms from the browser as it opens, so
 * a mail scanner that only fetches links subscribes no one.
 */
export function NewsletterConfirmPage({ token }: { token: string }) {
  const { t } = useLingui()
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(null)
  useEffect(() => {
    let live = true
    import('./newsletter.functions')
      .then(({ confirmNewsletterFn }) => confirmNewsletterFn({ data: { token } }))
      .catch((): ConfirmOutcome => 'invalid')
      .then((result) => live && setOutcome(result))
    return () => {
      live = false
    }
  }, [token])
  return (
    <AccountPageFrame title={t`Newsletter`}>
      {outcome === null ? (
        <p role="status">{t`Un instant, nous confirmons votre inscription…`}</p>
      ) : (
        <AccountOutcome
          tone={outcome === 'confirmed' ? 'success' : 'error'}
          message={
            outcome === 'confirmed'
              ? t`C'est confirmé : vous recevrez la newsletter de Tremplin.`
              : outcome === 'expired'
                ? t`Ce lien a expiré. Inscrivez-vous à nouveau en bas de n'importe quelle page : nous vous enverrons un nouveau lien.`
                : t`Ce lien n'est pas valable. Inscrivez-vous à nouveau en bas de n'importe quelle page : nous vous enverrons un nouveau lien.`
          }
          route="jobs"
          action={t`Voir les offres d'emploi`}
        />
      )}
    </AccountPageFrame>
  )
}

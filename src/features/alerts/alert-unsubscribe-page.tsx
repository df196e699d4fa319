import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { AccountOutcome } from '~/features/auth/account-outcome'
import { AccountPageFrame } from '~/features/auth/account-page-frame'
import type { UnsubscribeOutcome } from './alerts.model'

/**
 * Where an alert e-mail's "stop" link lands. The page stops the alert as it opens, from the browser, so
 * a mail scanner that only fetches links stops nothing; her one click is enough. On any error the
 * setting stays as it was and she can change it under "My alerts" (docs/product.md#errors).
 */
export function AlertUnsubscribePage({ token }: { token: string }) {
  const { t, i18n } = useLingui()
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(null)
  useEffect(() => {
    let live = true
    import('./alerts.functions')
      .then(({ unsubscribeAlertFn }) => unsubscribeAlertFn({ data: { token } }))
      .catch((): UnsubscribeOutcome => ({ ok: false, error: 'invalid' }))
      .then((result) => live && setOutcome(result))
    return () => {
      live = false
    }
  }, [token])

  return (
    <AccountPageFrame title={t`Alertes par e-mail`}>
      {outcome === null ? (
        <p role="status">{t`Un instant, nous arrêtons ces e-mails…`}</p>
      ) : (
        <AccountOutcome
          tone={outcome.ok ? 'success' : 'error'}
          message={outcomeMessage(outcome, i18n)}
          route="talentAlerts"
          action={t`Mes alertes`}
        />
      )}
    </AccountPageFrame>
  )
}

function outcomeMessage(outcome: UnsubscribeOutcome, i18n: I18n): string {
  if (!outcome.ok) {
    return outcome.error === 'used'
      ? i18n._(
          msg`Ce lien a déjà servi : rien n'a changé. Vous pouvez toujours gérer vos alertes dans « Mes alertes ».`,
        )
      : i18n._(
          msg`Ce lien n'a pas pu être traité. Vous pouvez toujours gérer vos alertes dans « Mes alertes ».`,
        )
  }
  const { stopped } = outcome
  if (stopped.kind === 'all') return i18n._(msg`C'est noté : vous ne recevrez plus aucun e-mail d'alerte.`)
  if (stopped.kind === 'picks')
    return i18n._(msg`C'est noté : vos e-mails d'alerte n'auront plus d'offres choisies pour vous.`)
  if (stopped.kind === 'company')
    return i18n._(msg`C'est noté : vous ne recevrez plus les nouvelles offres de ${stopped.name} par e-mail.`)
  return stopped.name
    ? i18n._(msg`C'est noté : l'alerte « ${stopped.name} » ne vous enverra plus d'e-mails.`)
    : i18n._(msg`C'est noté : cette alerte ne vous enverra plus d'e-mails.`)
}

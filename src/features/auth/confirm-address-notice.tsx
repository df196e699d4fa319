import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'

export type UnconfirmedAction = 'apply' | 'alerts' | 'library'

type SendState = 'idle' | 'sending' | 'sent' | 'already-confirmed' | 'throttled' | 'failed'

/**
 * What an account whose address is not confirmed yet sees where it tries to apply, get e-mailed alerts or
 * join the CV library: why, and a button that sends the confirmation link again.
 */
export function ConfirmAddressNotice({ action, email }: { action: UnconfirmedAction; email?: string }) {
  const { t } = useLingui()
  const [state, setState] = useState<SendState>('idle')
  const why =
    action === 'apply'
      ? t`Pour postuler, confirmez d'abord votre adresse e-mail : l'organisation vous répondra à cette adresse.`
      : action === 'alerts'
        ? t`Pour recevoir des alertes par e-mail, confirmez d'abord votre adresse e-mail.`
        : t`Pour apparaître dans la CVthèque des organisations, confirmez d'abord votre adresse e-mail.`
  const resend = async () => {
    setState('sending')
    try {
      const { resendConfirmationFn } = await import('./address-confirmation.functions')
      const outcome = await resendConfirmationFn()
      setState(outcome.ok ? outcome.status : outcome.error === 'throttled' ? 'throttled' : 'failed')
    } catch {
      setState('failed')
    }
  }
  const result: Record<Exclude<SendState, 'idle' | 'sending'>, string> = {
    sent: t`Un nouveau lien de confirmation vient de vous être envoyé : ouvrez-le, puis réessayez.`,
    'already-confirmed': t`Votre adresse est déjà confirmée : rechargez la page.`,
    throttled: t`Plusieurs liens vous ont déjà été envoyés : vérifiez vos e-mails (et les indésirables) ou réessayez dans une heure.`,
    failed: t`Le lien n'a pas pu être envoyé. Réessayez dans un moment.`,
  }
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <FormAlert>
        {why}{' '}
        {email
          ? t`Ouvrez le lien que nous avons envoyé à ${email}.`
          : t`Ouvrez le lien que nous vous avons envoyé par e-mail.`}
      </FormAlert>
      {state === 'idle' || state === 'sending' ? (
        <button
          type="button"
          className={button({ variant: 'outline' })}
          disabled={state === 'sending'}
          onClick={() => void resend()}
        >
          {t`Renvoyer le lien de confirmation`}
        </button>
      ) : (
        <p role="status">{result[state]}</p>
      )}
    </div>
  )
}

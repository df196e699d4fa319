import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { trackEvent } from '~/features/analytics/track'
import { SaveToggle } from './save-toggle'

const SIGN_IN_TO_SAVE = msg`Connectez-vous pour sauvegarder cette offre et la retrouver dans votre espace.`

/** Saves an offer to the talent's list; signed out, the authentication modal opens first (gated action). */
export function SaveOfferButton({
  offerId,
  title,
  className,
}: {
  offerId: string
  title: string
  className?: string
}) {
  const { t } = useLingui()
  return (
    <SaveToggle
      itemId={offerId}
      className={className}
      labels={{
        save: t`Sauvegarder « ${title} »`,
        unsave: t`Retirer « ${title} » de mes offres sauvegardées`,
      }}
      message={SIGN_IN_TO_SAVE}
      onSaved={() => trackEvent('offer_save', { offerId })}
    />
  )
}

import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { icon } from 'styled-system/recipes'
import { authUserQuery } from '~/features/auth/auth.queries'
import { useAuthGate } from '~/features/auth/auth-gate'
import { useSavedJobs, useToggleSavedJob } from './saved-jobs'

const saveButton = css({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'brand.subtle', color: 'fg.brand' },
  '&[aria-pressed=true]': { color: 'fg.brand' },
})
const icons = {
  saved: icon({ name: 'bookmarkCheck', size: 'lg' }),
  unsaved: icon({ name: 'bookmark', size: 'lg' }),
}

/** Saves an offer to the talent's list; signed out, the authentication modal opens first (gated action). */
export function SaveJobButton({
  offerId,
  title,
  className,
}: {
  offerId: string
  title: string
  className?: string
}) {
  const { t } = useLingui()
  const saved = useSavedJobs().has(offerId)
  const toggle = useToggleSavedJob()
  const gate = useAuthGate()
  const queryClient = useQueryClient()
  const message = t`Connectez-vous pour sauvegarder cette offre et la retrouver dans votre espace.`
  const run = async () => {
    if ((await toggle(offerId)) === 'signed-out') {
      // The session ended meanwhile: sign in again, then the same save happens.
      queryClient.setQueryData(authUserQuery.queryKey, null)
      gate.requireAuth(message, run, { expired: true })
    }
  }
  return (
    <button
      type="button"
      className={cx(saveButton, className)}
      aria-pressed={saved}
      aria-label={saved ? t`Retirer « ${title} » de mes offres sauvegardées` : t`Sauvegarder « ${title} »`}
      onPointerEnter={gate.preload}
      onFocus={gate.preload}
      onClick={() => gate.requireAuth(message, run)}
    >
      <span className={saved ? icons.saved : icons.unsaved} aria-hidden="true" />
    </button>
  )
}

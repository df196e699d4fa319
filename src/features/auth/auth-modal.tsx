import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { Dialog } from '~/ui/dialog'
import { FormAlert } from '~/ui/form-alert'
import type { AuthUser } from './auth.model'
import { AuthPanel } from './auth-panel'
import { useSignedIn } from './use-auth'

/** The authentication modal (docs/product.md#pages, #states): the reason it opened, then sign-in / register / forgot tabs. */
export default function AuthModal({
  request,
  onClose,
  onSignedIn,
}: {
  request: { id: string; message: MessageDescriptor; expired: boolean } | null
  onClose: () => void
  onSignedIn: (user: AuthUser, id: string) => void
}) {
  const { t, i18n } = useLingui()
  const signedIn = useSignedIn()
  return (
    <Dialog open={request !== null} onClose={onClose} title={t`Votre compte Tremplin`}>
      {request && (
        <div className={grid({ gap: '4' })}>
          <FormAlert tone={request.expired ? 'error' : 'success'}>
            {request.expired
              ? t`Votre session a expiré. Connectez-vous à nouveau pour continuer.`
              : i18n._(request.message)}
          </FormAlert>
          <AuthPanel
            key={request.id}
            onSignedIn={async (user) => {
              // Stay on this page: the action the visitor asked for continues here.
              await signedIn(user, { followRedirect: false })
              onSignedIn(user, request.id)
            }}
          />
        </div>
      )}
    </Dialog>
  )
}

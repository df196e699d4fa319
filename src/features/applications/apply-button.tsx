import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { trackEvent } from '~/features/analytics/track'
import { useAuthGate } from '~/features/auth/auth-gate'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { lazyWithPreload } from '~/ui/lazy'
import { applyContextQuery } from './applications.queries'

const ApplyDialog = lazyWithPreload(() => import('./apply-dialog'))

/**
 * The offer page's "apply" button (docs/product.md#pages): signed out, the authentication modal first, then the apply
 * modal opens by itself; the form's code loads on hover or focus.
 */
export function ApplyButton({
  offerId,
  offerTitle,
  className,
}: {
  offerId: string
  offerTitle: string
  className?: string
}) {
  const { t } = useLingui()
  const gate = useAuthGate()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const preload = () => {
    gate.preload()
    void ApplyDialog.preload()
  }
  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'accent', size: 'lg' }), className)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          trackEvent('apply_click', { offerId })
          gate.requireAuth(msg`Connectez-vous ou créez votre compte pour postuler à cette offre.`, () => {
            // Signed in just now: what the modal shows depends on who she is.
            void queryClient.invalidateQueries({ queryKey: applyContextQuery(offerId).queryKey })
            setOpened(true)
            setOpen(true)
          })
        }}
      >
        {t`Postuler`}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ApplyDialog offerId={offerId} offerTitle={offerTitle} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/**
 * On an offer whose application happens on the organisation's site: the talent notes that she applied
 * there, so it is listed under her applications (signed out, she signs in first).
 */
export function RecordExternalButton({ offerId }: { offerId: string }) {
  const { t } = useLingui()
  const gate = useAuthGate()
  const [state, setState] = useState<'idle' | 'recorded' | 'failed'>('idle')
  if (state === 'recorded')
    return (
      <p role="status">
        {t`C'est noté dans vos candidatures.`}{' '}
        <LocalizedLink route="talentApplications" className={css({ textStyle: 'link' })}>
          {t`Voir mes candidatures`}
        </LocalizedLink>
      </p>
    )
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'lg' })}
        onPointerEnter={gate.preload}
        onFocus={gate.preload}
        onClick={() =>
          gate.requireAuth(
            msg`Connectez-vous pour retrouver cette candidature dans votre espace.`,
            async () => {
              const { recordExternalApplicationFn } = await import('./applications.functions')
              const outcome = await recordExternalApplicationFn({ data: { offerId } })
              setState(outcome.ok ? 'recorded' : 'failed')
            },
          )
        }
      >
        {t`J'ai postulé sur leur site`}
      </button>
      {state === 'failed' && <FormAlert>{t`Cela n'a pas pu être noté. Réessayez.`}</FormAlert>}
    </>
  )
}

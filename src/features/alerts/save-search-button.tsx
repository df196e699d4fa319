import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { BellPlus } from 'lucide'
import { Suspense, useState } from 'react'
import { useAuthGate } from '~/features/auth/auth-gate'
import type { OfferSearchParams } from '~/features/offers/offer-list-url'
import { button } from '~/ui/button'
import { lazyWithPreload } from '~/ui/lazy'
import { LineIcon } from '~/ui/line-icon'

const SaveSearchDialog = lazyWithPreload(() => import('./save-search-dialog'))

/**
 * The job list's "save this search" (docs/product.md#pages): signed out, the authentication modal first, then the save
 * dialog opens by itself with the search as it was; its code loads on hover or focus.
 */
export function SaveSearchButton({ params }: { params: OfferSearchParams }) {
  const { t } = useLingui()
  const gate = useAuthGate()
  const [open, setOpen] = useState(false)
  const [saved, setSaved] = useState<OfferSearchParams | null>(null)
  const preload = () => {
    gate.preload()
    void SaveSearchDialog.preload()
  }
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          // The search of the moment: the list may change while she signs in.
          const search = params
          gate.requireAuth(
            msg`Connectez-vous pour sauvegarder cette recherche et recevoir ses nouvelles offres.`,
            () => {
              setSaved(search)
              setOpen(true)
            },
          )
        }}
      >
        <LineIcon icon={BellPlus} size={16} aria-hidden="true" />
        {t`Créer une alerte`}
      </button>
      {saved && (
        <Suspense fallback={null}>
          <SaveSearchDialog params={saved} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

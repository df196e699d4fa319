import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { actionFor } from '~/domain/offer-status'
import { OFFER_STATUS_LABELS } from '~/i18n/labels'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import type { RecruiterOffer } from './recruiter.model'

/** An offer's status in the recruiter's list, and the one move she can make from it: publish or archive. */
export function OfferStatusControl({
  offer,
}: {
  offer: Pick<RecruiterOffer, 'id' | 'title' | 'status' | 'open' | 'suspended'>
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // A suspended offer can still be archived, never published again.
  const move = actionFor(offer.status)
  const action = offer.suspended && move === 'publish' ? null : move
  const run = async () => {
    if (
      action === 'archive' &&
      !window.confirm(
        t`Archiver « ${offer.title} » ? L'offre quitte la recherche, et les candidatures sans réponse sont clôturées.`,
      )
    )
      return
    setBusy(true)
    setProblem(null)
    const { changeOfferStatusFn } = await import('./recruiter.functions')
    const outcome = await changeOfferStatusFn({ data: { offerId: offer.id, action: action! } }).catch(
      () => null,
    )
    setBusy(false)
    if (!outcome?.ok)
      setProblem(t`Le statut de cette offre n'a pas pu changer : la liste est mise à jour, réessayez.`)
    await router.invalidate()
  }
  return (
    <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
      <Chip tone={offer.open ? 'brand' : 'neutral'}>{i18n._(OFFER_STATUS_LABELS[offer.status])}</Chip>
      {offer.suspended && <Chip tone="accent">{t`Suspendue par le comité`}</Chip>}
      {action && (
        <button
          type="button"
          className={button({ variant: action === 'publish' ? 'brand' : 'outline', size: 'sm' })}
          disabled={busy}
          onClick={run}
          aria-label={action === 'publish' ? t`Publier « ${offer.title} »` : t`Archiver « ${offer.title} »`}
        >
          {action === 'publish' ? t`Publier` : t`Archiver`}
        </button>
      )}
      {problem && (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm', w: 'full' })}>
          {problem}
        </p>
      )}
    </div>
  )
}

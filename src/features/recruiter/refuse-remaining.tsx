import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import type { RefusalReason } from '~/domain/answers'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { FormAlert } from '~/ui/form-alert'
import type { BulkRefusal } from './recruiter.model'
import { RefusalReasonField } from './refusal-choice'

/**
 * "Refuse all remaining applicants" of a filled offer: asked first (how many, which reason, each talent
 * gets the organisation's message in her language), then undoable for the same window as one answer.
 */
export function RefuseRemaining({ offerId, waiting }: { offerId: string; waiting: number }) {
  const { t } = useLingui()
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState<RefusalReason>('position-filled')
  const [done, setDone] = useState<(BulkRefusal & { until: number }) | null>(null)
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => setDone(null), Math.max(0, done.until - Date.now()))
    return () => clearTimeout(timer)
  }, [done])
  if (waiting === 0 && !done && !said) return null

  const refuseAll = async () => {
    setAsking(false)
    setBusy(true)
    try {
      const { refuseRemainingFn } = await import('./answers.functions')
      const outcome = await refuseRemainingFn({ data: { offerId, reason } })
      if (!outcome)
        setSaid({ tone: 'error', text: t`Les candidatures n'ont pas pu être refusées. Réessayez.` })
      else {
        const count = outcome.refused.length
        setDone({ ...outcome, until: Date.now() + outcome.undoSeconds * 1000 })
        setSaid({
          tone: 'success',
          text: t`Candidatures refusées : ${count}. Les talents en seront informés par e-mail dans ${outcome.undoSeconds} secondes : d'ici là, vous pouvez annuler.`,
        })
      }
    } catch {
      setSaid({ tone: 'error', text: t`Les candidatures n'ont pas pu être refusées. Réessayez.` })
    }
    await router.invalidate()
    setBusy(false)
  }
  const undo = async () => {
    if (!done) return
    setBusy(true)
    const { undoRefusalsFn } = await import('./answers.functions')
    const undone = await undoRefusalsFn({ data: { refused: done.refused } }).catch(() => 0)
    setDone(null)
    setSaid({ tone: 'success', text: t`Refus annulés : ${undone}. Aucun e-mail n'est parti.` })
    await router.invalidate()
    setBusy(false)
  }
  return (
    <div className={css({ mb: '4' })}>
      {said && <FormAlert tone={said.tone}>{said.text}</FormAlert>}
      <div className={hstack({ gap: '2', flexWrap: 'wrap', mt: '2' })}>
        {done ? (
          <button type="button" disabled={busy} className={button({ variant: 'outline' })} onClick={undo}>
            {t`Annuler les refus`}
          </button>
        ) : (
          waiting > 0 && (
            <button
              type="button"
              disabled={busy}
              className={button({ variant: 'outline' })}
              onClick={() => setAsking(true)}
            >
              {t`Refuser toutes les candidatures restantes`}
            </button>
          )
        )}
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t`Refuser les ${waiting} candidatures restantes ?`}
      >
        <p>
          {t`Chaque talent recevra un e-mail avec la raison choisie et votre message de refus, dans sa langue. Vous aurez quelques secondes pour annuler.`}
        </p>
        <div className={css({ mt: '4' })}>
          <RefusalReasonField id="bulk-refusal-reason" value={reason} onChange={setReason} />
        </div>
        <div className={hstack({ gap: '3', justify: 'flex-end', mt: '6', flexWrap: 'wrap' })}>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => setAsking(false)}>
            {t`Annuler`}
          </button>
          <button type="button" className={button({ variant: 'brand' })} onClick={refuseAll}>
            {t`Oui, tout refuser`}
          </button>
        </div>
      </Dialog>
    </div>
  )
}

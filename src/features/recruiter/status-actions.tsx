import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import type { RefusalReason } from '~/domain/answers'
import { ANSWER_UNDO_SECONDS, FINAL_ANSWERS, nextStatuses } from '~/domain/applications'
import type { ApplicationStatus } from '~/domain/enums'
import { APPLICATION_STATUS_LABELS, STATUS_ACTION_LABELS } from '~/i18n/application-labels'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { Dialog } from '~/ui/dialog'
import { FormAlert } from '~/ui/form-alert'
import type { RecruiterApplication } from './recruiter.model'
import { RefusalChoice } from './refusal-choice'

const panel = css({ bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', p: { base: '4', md: '6' } })

type Feedback = { tone: 'success' | 'error'; text: string } | null
/** A final answer whose e-mail has not gone yet: it can be taken back until `until` (ms since epoch). */
type Undoable = { eventId: string; status: ApplicationStatus; until: number }

/**
 * The recruiter's answer buttons. "In progress" moves at once; accepting or refusing asks first, then
 * stays undoable while the talent's e-mail waits (docs/applications.md); leaving the page sends it.
 */
export function StatusActions({ application }: { application: RecruiterApplication }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [feedback, setFeedback] = useState<Feedback>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<ApplicationStatus | null>(null)
  // The answer the dialog asks about, kept while it closes.
  const [asked, setAsked] = useState<ApplicationStatus>('refused')
  const [undoable, setUndoable] = useState<Undoable | null>(null)
  const [reason, setReason] = useState<RefusalReason>('profile')
  // The status this screen last knew for sure: the one loaded, or the one a move just stored.
  const [known, setKnown] = useState({ loaded: application.status, status: application.status })
  const status = known.loaded === application.status ? known.status : application.status
  const applicationId = application.id
  const label = (to: ApplicationStatus) => i18n._(APPLICATION_STATUS_LABELS[to])
  const failed = t`Le statut n'a pas pu être changé. Réessayez.`

  // The window closes by itself; leaving the page (another route, or the tab) tells the talent at once.
  const pending = useRef<Undoable | null>(null)
  pending.current = undoable
  const toldText = (to: ApplicationStatus) => {
    const name = label(to)
    return t`Statut changé : ${name}. La candidate ou le candidat en est informé·e par e-mail.`
  }
  const told = useRef(toldText)
  told.current = toldText
  useEffect(() => {
    if (!undoable) return
    const timer = setTimeout(
      () => {
        setUndoable(null)
        setFeedback({ tone: 'success', text: told.current(undoable.status) })
      },
      Math.max(0, undoable.until - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [undoable])
  useEffect(() => {
    const release = () => {
      if (!pending.current) return
      pending.current = null
      void import('./recruiter.functions')
        .then(({ releaseAnswerFn }) => releaseAnswerFn({ data: { applicationId } }))
        .catch(() => {
          // The queued job sends it at the window's end anyway.
        })
    }
    window.addEventListener('pagehide', release)
    return () => {
      window.removeEventListener('pagehide', release)
      release()
    }
  }, [applicationId])

  const move = async (to: ApplicationStatus) => {
    setConfirming(null)
    setBusy(true)
    setFeedback(null)
    let next: Feedback
    try {
      const outcome =
        to === 'refused' && (status === 'new' || status === 'pending')
          ? await (await import('./answers.functions')).refuseWithReasonFn({
              data: { applicationId, from: status, reason },
            })
          : await (await import('./recruiter.functions')).moveApplicationFn({
              data: { applicationId, from: status, to },
            })
      if (outcome.ok) {
        setKnown({ loaded: application.status, status: outcome.status })
        if (outcome.mailDueAt)
          setUndoable({
            eventId: outcome.eventId,
            status: to,
            until: Date.now() + ANSWER_UNDO_SECONDS * 1000,
          })
      }
      const name = label(to)
      next = outcome.ok
        ? {
            tone: 'success',
            text: FINAL_ANSWERS.includes(to)
              ? t`Statut changé : ${name}. La candidate ou le candidat en sera informé·e par e-mail dans ${ANSWER_UNDO_SECONDS} secondes : d'ici là, vous pouvez annuler.`
              : toldText(to),
          }
        : outcome.error === 'conflict'
          ? {
              tone: 'error',
              text: t`Quelqu'un d'autre a changé le statut de cette candidature entre-temps : voici son statut actuel.`,
            }
          : { tone: 'error', text: failed }
    } catch {
      next = { tone: 'error', text: failed }
    }
    // The page shows the status as stored before it says anything, so the next click starts from it.
    await router.invalidate()
    setFeedback(next)
    setBusy(false)
  }

  const undo = async () => {
    if (!undoable) return
    setBusy(true)
    let next: Feedback
    try {
      const { undoAnswerFn } = await import('./recruiter.functions')
      const outcome = await undoAnswerFn({ data: { applicationId, eventId: undoable.eventId } })
      if (outcome.ok) {
        setKnown({ loaded: application.status, status: outcome.status })
        const name = label(outcome.status)
        next = {
          tone: 'success',
          text: t`Réponse annulée : la candidature est de nouveau « ${name} ». Aucun e-mail n'est parti.`,
        }
      } else
        next = {
          tone: 'error',
          text: t`Trop tard pour annuler : la candidate ou le candidat a déjà été informé·e.`,
        }
    } catch {
      next = { tone: 'error', text: failed }
    }
    setUndoable(null)
    await router.invalidate()
    setFeedback(next)
    setBusy(false)
  }

  const asking = {
    title: asked === 'refused' ? t`Refuser cette candidature ?` : t`Accepter cette candidature ?`,
    text:
      asked === 'refused'
        ? t`${application.applicant.firstName} recevra un e-mail lui annonçant que sa candidature n'est pas retenue. Vous aurez ${ANSWER_UNDO_SECONDS} secondes pour annuler.`
        : t`${application.applicant.firstName} recevra un e-mail lui annonçant que sa candidature est retenue. Vous aurez ${ANSWER_UNDO_SECONDS} secondes pour annuler.`,
    action: asked === 'refused' ? t`Oui, refuser` : t`Oui, accepter`,
  }
  const choices = nextStatuses('recruiter', status)
  return (
    <section aria-labelledby="status-title" className={panel}>
      <h2 id="status-title" className={css({ textStyle: 'heading', mb: '3' })}>
        {t`Statut :`} <Chip tone="brand">{label(status)}</Chip>
      </h2>
      {feedback && (
        <div className={css({ mb: '3' })}>
          <FormAlert tone={feedback.tone}>{feedback.text}</FormAlert>
        </div>
      )}
      {undoable && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void undo()}
          className={button({ variant: 'outline', size: 'md' })}
        >
          {t`Annuler la réponse`}
        </button>
      )}
      {choices.length > 0 ? (
        <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
          {choices.map((to) => (
            <button
              key={to}
              type="button"
              disabled={busy}
              onClick={() => {
                if (!FINAL_ANSWERS.includes(to)) return void move(to)
                setAsked(to)
                setConfirming(to)
              }}
              className={button({
                variant: to === 'refused' ? 'outline' : to === 'accepted' ? 'accent' : 'brand',
                size: 'md',
              })}
            >
              {i18n._(STATUS_ACTION_LABELS[to] ?? APPLICATION_STATUS_LABELS[to])}
            </button>
          ))}
        </div>
      ) : (
        !undoable && <p className={css({ color: 'fg.muted' })}>{t`Cette candidature a reçu sa réponse.`}</p>
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={asking.title}>
        <p>{asking.text}</p>
        {asked === 'refused' && confirming !== null && (
          <RefusalChoice applicationId={applicationId} reason={reason} onReason={setReason} />
        )}
        <div className={hstack({ gap: '3', justify: 'flex-end', mt: '6', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => setConfirming(null)}
          >
            {t`Annuler`}
          </button>
          <button
            type="button"
            className={button({ variant: asked === 'refused' ? 'brand' : 'accent' })}
            onClick={() => void move(asked)}
          >
            {asking.action}
          </button>
        </div>
      </Dialog>
    </section>
  )
}

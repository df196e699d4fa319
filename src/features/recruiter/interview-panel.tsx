import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import {
  INTERVIEW_DEFAULT_DURATION,
  INTERVIEW_DURATIONS,
  INTERVIEW_MAX_SLOTS,
  type InterviewError,
  type InterviewSlotInput,
  parseProposal,
} from '~/domain/interviews'
import type { InterviewView } from '~/features/applications/applications.model'
import { InterviewSlotText } from '~/features/applications/interview-choice'
import { INTERVIEW_ERROR_MESSAGES, INTERVIEW_STATUS_LABELS } from '~/i18n/interview-labels'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { SelectField, TextField } from '~/ui/form-field'
import type { RecruiterApplication } from './recruiter.model'

const panel = css({ bg: 'bg.surface', borderRadius: 'card', boxShadow: 'card', p: { base: '4', md: '6' } })
const emptySlot = (): InterviewSlotInput => ({ date: '', time: '', location: '' })

type Feedback = { tone: 'success' | 'error'; text: string } | null

/** The slots form: one to three rows, a length; `interviewId` for a change, else a new invitation. */
function ProposalForm({
  applicationId,
  interviewId,
  onDone,
}: {
  applicationId: string
  interviewId?: string
  onDone: (text: string) => void
}) {
  const { t, i18n } = useLingui()
  const [slots, setSlots] = useState<InterviewSlotInput[]>([emptySlot()])
  const [duration, setDuration] = useState(String(INTERVIEW_DEFAULT_DURATION))
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const prefix = interviewId ? `change-${interviewId.slice(0, 8)}` : 'invite'
  const set = (index: number, patch: Partial<InterviewSlotInput>) =>
    setSlots((list) => list.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)))
  const refuse = (error: InterviewError | 'signed-out') =>
    setProblem(
      error === 'signed-out'
        ? t`Votre session a expiré : reconnectez-vous.`
        : i18n._(INTERVIEW_ERROR_MESSAGES[error]),
    )
  return (
    <form
      className={grid({ gap: '3' })}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const proposal = { slots, durationMinutes: Number(duration) }
        if (!parseProposal(proposal)) return refuse('invalid-slots')
        setBusy(true)
        const functions = await import('./recruiter-interviews.functions')
        const outcome = await (interviewId
          ? functions.changeInterviewFn({ data: { interviewId, proposal } })
          : functions.inviteToInterviewFn({ data: { applicationId, proposal } })
        ).catch(() => ({ ok: false as const, error: 'not-open' as const }))
        setBusy(false)
        if (!outcome.ok) return refuse(outcome.error)
        setProblem(null)
        onDone(
          interviewId
            ? t`Entretien modifié : la candidate ou le candidat en est informé·e par e-mail.`
            : t`Invitation envoyée : la candidate ou le candidat choisira un créneau.`,
        )
      }}
    >
      {slots.map((slot, index) => (
        <fieldset
          key={index}
          className={grid({ gap: '2', borderTopWidth: index ? '1px' : 0, pt: index ? '2' : 0 })}
        >
          <legend className={css({ fontWeight: '600' })}>{t`Créneau ${index + 1}`}</legend>
          <div className={grid({ gap: '2', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
            <TextField
              id={`${prefix}-date-${index}`}
              name={`date-${index}`}
              type="date"
              label={t`Date`}
              value={slot.date}
              onChange={(date) => set(index, { date })}
              isRequired
            />
            <TextField
              id={`${prefix}-time-${index}`}
              name={`time-${index}`}
              type="time"
              label={t`Heure (Belgique)`}
              value={slot.time}
              onChange={(time) => set(index, { time })}
              isRequired
            />
          </div>
          <TextField
            id={`${prefix}-location-${index}`}
            name={`location-${index}`}
            label={t`Lieu ou lien vidéo`}
            value={slot.location}
            onChange={(location) => set(index, { location })}
            isRequired
          />
          {slots.length > 1 && (
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => setSlots((list) => list.filter((_, i) => i !== index))}
            >
              {t`Retirer le créneau ${index + 1}`}
            </button>
          )}
        </fieldset>
      ))}
      {slots.length < INTERVIEW_MAX_SLOTS && (
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => setSlots((list) => [...list, emptySlot()])}
        >
          {t`Ajouter un créneau`}
        </button>
      )}
      <SelectField
        id={`${prefix}-duration`}
        name="duration"
        label={t`Durée`}
        value={duration}
        onChange={setDuration}
        options={INTERVIEW_DURATIONS.map((minutes) => ({
          value: String(minutes),
          label: t`${minutes} minutes`,
        }))}
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <button type="submit" className={button({ variant: 'brand' })} disabled={busy}>
        {interviewId ? t`Envoyer les nouveaux créneaux` : t`Inviter à un entretien`}
      </button>
    </form>
  )
}

function InterviewItem({
  interview,
  applicationId,
  canChange,
  onDone,
}: {
  interview: InterviewView
  applicationId: string
  canChange: boolean
  onDone: (feedback: Feedback) => void
}) {
  const { t, i18n } = useLingui()
  const [changing, setChanging] = useState(false)
  const open = interview.status !== 'cancelled'
  const shown =
    interview.status === 'scheduled' && interview.chosenSlot !== null
      ? [interview.slots[interview.chosenSlot]!]
      : interview.slots
  return (
    <li
      className={grid({
        gap: '2',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'card',
        p: '3',
      })}
    >
      <p className={css({ fontWeight: '700' })}>{i18n._(INTERVIEW_STATUS_LABELS[interview.status])}</p>
      <ul className={grid({ gap: '1' })}>
        {shown.map((slot) => (
          <li key={slot.startsAt}>
            <InterviewSlotText slot={slot} />
          </li>
        ))}
      </ul>
      {open && canChange && (
        <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => setChanging(!changing)}
          >
            {t`Modifier l'entretien`}
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={async () => {
              if (!window.confirm(t`Annuler cet entretien ? La candidate ou le candidat en sera informé·e.`))
                return
              const { cancelInterviewFn } = await import('./recruiter-interviews.functions')
              const outcome = await cancelInterviewFn({ data: { interviewId: interview.id } }).catch(
                () => null,
              )
              onDone(
                outcome?.ok
                  ? {
                      tone: 'success',
                      text: t`Entretien annulé : l'annulation est envoyée aux deux agendas.`,
                    }
                  : { tone: 'error', text: i18n._(INTERVIEW_ERROR_MESSAGES['not-open']) },
              )
            }}
          >
            {t`Annuler l'entretien`}
          </button>
        </div>
      )}
      {changing && (
        <ProposalForm
          applicationId={applicationId}
          interviewId={interview.id}
          onDone={(text) => {
            setChanging(false)
            onDone({ tone: 'success', text })
          }}
        />
      )}
    </li>
  )
}

/** The application's interviews and the invitation form (an application in progress only). */
export function InterviewPanel({ application }: { application: RecruiterApplication }) {
  const { t } = useLingui()
  const router = useRouter()
  const [feedback, setFeedback] = useState<Feedback>(null)
  const inProgress = application.status === 'pending'
  if (!inProgress && application.interviews.length === 0) return null
  const done = async (next: Feedback) => {
    setFeedback(next)
    await router.invalidate()
  }
  return (
    <section aria-labelledby="interviews-title" className={panel}>
      <h2 id="interviews-title" className={css({ textStyle: 'heading', mb: '3' })}>{t`Entretiens`}</h2>
      <div className={grid({ gap: '4' })}>
        {application.interviews.length > 0 && (
          <ul className={grid({ gap: '3' })}>
            {application.interviews.map((interview) => (
              <InterviewItem
                key={interview.id}
                interview={interview}
                applicationId={application.id}
                canChange={inProgress}
                onDone={done}
              />
            ))}
          </ul>
        )}
        {feedback && <FormAlert tone={feedback.tone}>{feedback.text}</FormAlert>}
        {inProgress && (
          <details>
            <summary
              className={css({ cursor: 'pointer', fontWeight: '600' })}
            >{t`Proposer un entretien`}</summary>
            <div className={css({ mt: '3' })}>
              <ProposalForm
                applicationId={application.id}
                onDone={(text) => done({ tone: 'success', text })}
              />
            </div>
          </details>
        )}
      </div>
    </section>
  )
}

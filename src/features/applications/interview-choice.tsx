import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import type { InterviewError } from '~/domain/interviews'
import { isVideoLink } from '~/domain/interviews'
import { formatDayTime } from '~/i18n/format'
import { INTERVIEW_ERROR_MESSAGES, INTERVIEW_STATUS_LABELS } from '~/i18n/interview-labels'
import { button, wrappingLabel } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import type { InterviewView } from './applications.model'

type Slot = InterviewView['slots'][number]

/** A slot in words: its Belgian day and time, and its place (a video link is a link). */
export function InterviewSlotText({ slot }: { slot: Slot }) {
  const { i18n } = useLingui()
  return (
    <>
      {formatDayTime(i18n, slot.startsAt)} —{' '}
      {isVideoLink(slot.location) ? (
        <a
          href={slot.location}
          rel="noopener noreferrer"
          target="_blank"
          className={css({ textStyle: 'link', overflowWrap: 'anywhere' })}
        >
          {slot.location}
        </a>
      ) : (
        <span className={css({ overflowWrap: 'anywhere' })}>{slot.location}</span>
      )}
    </>
  )
}

export type PickOutcome = { ok: true } | { ok: false; error: InterviewError | 'signed-out' }

/**
 * One interview as the talent sees it: the proposed slots to pick from, the slot fixed, or its
 * cancellation. `pick` is the door (her space or the e-mail's link); `onPicked` refreshes the page.
 */
export function InterviewChoice({
  interview,
  pick,
  onPicked,
}: {
  interview: InterviewView
  pick: (slot: number) => Promise<PickOutcome>
  onPicked: () => Promise<void> | void
}) {
  const { t, i18n } = useLingui()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const title = i18n._(INTERVIEW_STATUS_LABELS[interview.status])
  if (interview.status === 'scheduled' && interview.chosenSlot !== null)
    return (
      <div>
        <p className={css({ fontWeight: '700' })}>{title}</p>
        <p>
          <InterviewSlotText slot={interview.slots[interview.chosenSlot]!} />
        </p>
        <p className={css({ color: 'fg.muted', textStyle: 'meta' })}>
          {t`L'invitation pour votre agenda vous a été envoyée par e-mail.`}
        </p>
      </div>
    )
  if (interview.status === 'cancelled') return <p className={css({ fontWeight: '700' })}>{title}</p>
  return (
    <div className={grid({ gap: '2' })}>
      <p className={css({ fontWeight: '700' })}>{t`Invitation à un entretien : choisissez un créneau`}</p>
      <ul className={grid({ gap: '2' })}>
        {interview.slots.map((slot, index) => (
          <li key={slot.startsAt} className={grid({ gap: '1' })}>
            <span>
              <InterviewSlotText slot={slot} />
            </span>
            <button
              type="button"
              disabled={busy}
              className={cx(button({ variant: 'brand', size: 'sm' }), wrappingLabel)}
              onClick={async () => {
                setBusy(true)
                const outcome = await pick(index).catch(() => ({
                  ok: false as const,
                  error: 'not-open' as const,
                }))
                setBusy(false)
                if (!outcome.ok) {
                  setProblem(
                    outcome.error === 'signed-out'
                      ? t`Votre session a expiré : reconnectez-vous.`
                      : i18n._(INTERVIEW_ERROR_MESSAGES[outcome.error]),
                  )
                  return
                }
                setProblem(null)
                await onPicked()
              }}
            >
              {t`Choisir le créneau ${formatDayTime(i18n, slot.startsAt)}`}
            </button>
          </li>
        ))}
      </ul>
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  )
}

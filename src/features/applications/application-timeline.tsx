import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { ApplicationStatus } from '~/domain/enums'
import { ACTOR_LABELS } from '~/i18n/application-labels'
import { formatDay, formatDayTime } from '~/i18n/format'
import { INTERVIEW_STEP_LABELS } from '~/i18n/interview-labels'
import type { InterviewStep, TimelineEntry } from './applications.model'

/**
 * An application's timeline, oldest first: when, which status, moved by whom (both sides see it), and
 * its interviews' steps between them (an interview is an event, never a status).
 */
export function ApplicationTimeline({
  steps,
  labels,
  interviews = [],
}: {
  steps: TimelineEntry[]
  labels: Record<ApplicationStatus, MessageDescriptor>
  interviews?: InterviewStep[]
}) {
  const { i18n } = useLingui()
  const rows = [
    ...steps.map((step) => ({
      at: step.at,
      key: `${step.at}-${step.status}`,
      text: `${i18n._(labels[step.status])} ${i18n._(ACTOR_LABELS[step.actor])}`,
    })),
    ...interviews.map((step) => ({
      at: step.at,
      key: `${step.at}-interview-${step.kind}`,
      text: `${i18n._(INTERVIEW_STEP_LABELS[step.kind])}${step.startsAt ? ` (${formatDayTime(i18n, step.startsAt)})` : ''}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at))
  return (
    <ol className={css({ display: 'grid', gap: '1' })}>
      {rows.map((row) => (
        <li key={row.key}>
          {formatDay(i18n, row.at)} — {row.text}
        </li>
      ))}
    </ol>
  )
}

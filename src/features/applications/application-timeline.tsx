import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { ApplicationStatus } from '~/domain/enums'
import { ACTOR_LABELS } from '~/i18n/application-labels'
import { formatDay } from '~/i18n/format'
import type { TimelineEntry } from './applications.model'

/** An application's timeline, oldest first: when, which status, moved by whom (both sides see it). */
export function ApplicationTimeline({
  steps,
  labels,
}: {
  steps: TimelineEntry[]
  labels: Record<ApplicationStatus, MessageDescriptor>
}) {
  const { i18n } = useLingui()
  return (
    <ol className={css({ display: 'grid', gap: '1' })}>
      {steps.map((step) => (
        <li key={`${step.at}-${step.status}`}>
          {formatDay(i18n, step.at)} — {i18n._(labels[step.status])} {i18n._(ACTOR_LABELS[step.actor])}
        </li>
      ))}
    </ol>
  )
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationTab } from '~/domain/applications'
import type { ApplicationActor, ApplicationStatus } from '~/domain/enums'

/** Application statuses as the organisation reads them (docs/product.md#states). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  new: msg`Nouvelle`,
  pending: msg`En cours`,
  accepted: msg`Acceptée`,
  refused: msg`Refusée`,
  closed: msg`Clôturée`,
  withdrawn: msg`Retirée`,
}

/** The same, as the talent reads them: her new application is "sent". */
export const TALENT_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  ...APPLICATION_STATUS_LABELS,
  new: msg`Envoyée`,
}

/** The recruiter's status buttons: what each move does. */
export const STATUS_ACTION_LABELS: Partial<Record<ApplicationStatus, MessageDescriptor>> = {
  pending: msg`Passer en cours`,
  accepted: msg`Accepter`,
  refused: msg`Refuser`,
}

/** The talent's tabs (docs/product.md#pages). */
export const APPLICATION_TAB_LABELS: Record<ApplicationTab, MessageDescriptor> = {
  all: msg`Toutes`,
  pending: msg`En attente`,
  refused: msg`Refusées`,
  accepted: msg`Acceptées`,
  saved: msg`Sauvegardées`,
  archived: msg`Archivées`,
}

/** Who made a step of the timeline. */
export const ACTOR_LABELS: Record<ApplicationActor, MessageDescriptor> = {
  talent: msg`par la candidate ou le candidat`,
  recruiter: msg`par l'organisation`,
  system: msg`par Tremplin`,
}

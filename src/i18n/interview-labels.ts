import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InterviewError, InterviewEventKind, InterviewStatus } from '~/domain/interviews'

/** Why an interview action was refused, as both the interface and the API's localized answers say it. */
export const INTERVIEW_ERROR_MESSAGES: Record<InterviewError, MessageDescriptor> = {
  'not-found': msg`Cette candidature ou cet entretien n'existe pas, ou ne vous concerne pas.`,
  'not-in-progress': msg`Un entretien ne s'organise que pour une candidature en cours.`,
  'slot-in-past': msg`Un créneau proposé est déjà passé : choisissez une date et une heure à venir.`,
  'invalid-slots': msg`Proposez de un à trois créneaux, chacun avec une date, une heure et un lieu ou un lien vidéo.`,
  'not-open': msg`Cet entretien a changé entre-temps (créneau déjà choisi ou entretien annulé) : rechargez la page.`,
  expired: msg`Ce lien a expiré : choisissez votre créneau dans « Mes candidatures ».`,
  throttled: msg`Trop de modifications d'affilée : réessayez dans un moment.`,
}

/** An interview's steps on the application's timeline. */
export const INTERVIEW_STEP_LABELS: Record<InterviewEventKind, MessageDescriptor> = {
  proposed: msg`Entretien proposé`,
  picked: msg`Créneau d'entretien choisi`,
  changed: msg`Entretien modifié`,
  cancelled: msg`Entretien annulé`,
}

export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, MessageDescriptor> = {
  proposed: msg`Créneaux proposés`,
  scheduled: msg`Entretien fixé`,
  cancelled: msg`Entretien annulé`,
}

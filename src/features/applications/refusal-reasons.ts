/** The refusal reasons' labels (the recruiter's choice, the talent's e-mail and timeline read them). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RefusalReason } from '~/domain/answers'

export const REFUSAL_REASON_LABELS: Record<RefusalReason, MessageDescriptor> = {
  profile: msg`Votre profil ne correspond pas assez au poste`,
  experience: msg`L'expérience demandée est plus grande`,
  languages: msg`Les langues demandées ne correspondent pas`,
  'position-filled': msg`Le poste est pourvu`,
  other: msg`Une autre candidature a été retenue`,
}

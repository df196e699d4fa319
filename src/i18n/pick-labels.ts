import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SdgGoal } from '~/domain/enums'
import type { PickReason } from '~/domain/offer-picks'
import { CONTRACT_TYPE_LABELS, JOB_CATEGORY_LABELS, REGION_LABELS, SDG_LABELS, SECTOR_LABELS } from './labels'

/** Why an offer was picked for her, in words (the account page and the digest). */
export function pickReasonLabel(i18n: I18n, reason: PickReason): string {
  switch (reason.kind) {
    case 'category':
      return i18n._(JOB_CATEGORY_LABELS[reason.value])
    case 'region':
      return i18n._(REGION_LABELS[reason.value])
    case 'contract':
      return i18n._(CONTRACT_TYPE_LABELS[reason.value])
    case 'sector': {
      const label = (SECTOR_LABELS as Record<string, MessageDescriptor | undefined>)[reason.value]
      return label ? i18n._(label) : reason.value
    }
    case 'goal': {
      const label = SDG_LABELS[reason.value as SdgGoal]
      return label ? i18n._(msg`ODD ${reason.value} · ${i18n._(label)}`) : i18n._(msg`ODD ${reason.value}`)
    }
    case 'skill':
      return reason.value
  }
}

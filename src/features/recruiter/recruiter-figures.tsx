import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { APPLICATION_STATUSES } from '~/domain/enums'
import type { OfferAudience } from '~/features/analytics/audience.model'
import { APPLICATION_STATUS_LABELS } from '~/i18n/application-labels'
import { Chip } from '~/ui/chip'
import type { RecruiterCompany, StatusCounts } from './recruiter.model'

/** Applications of the organisation still waiting for an answer (new or in progress). */
export const waitingOf = (company: RecruiterCompany) =>
  company.offers.reduce((total, offer) => total + (offer.counts.new ?? 0) + (offer.counts.pending ?? 0), 0)

export function Counts({ counts }: { counts: StatusCounts }) {
  const { t, i18n } = useLingui()
  return (
    <span className={hstack({ gap: '1.5', flexWrap: 'wrap' })}>
      {APPLICATION_STATUSES.filter((status) => counts[status]).map((status) => (
        <Chip key={status} tone={status === 'new' ? 'accent' : 'neutral'}>
          {t`${i18n._(APPLICATION_STATUS_LABELS[status])} : ${counts[status]}`}
        </Chip>
      ))}
    </span>
  )
}

/** Views, apply clicks and saves of one offer: counts only, never who. */
export function OfferAudienceFigures({ audience }: { audience: OfferAudience }) {
  const { t, i18n } = useLingui()
  return (
    <ul className={css({ fontSize: 'sm', whiteSpace: 'nowrap' })}>
      <li>{t`${i18n.number(audience.views)} vues`}</li>
      <li>{t`${i18n.number(audience.applyClicks)} clics sur « Postuler »`}</li>
      <li>{t`${i18n.number(audience.saves)} sauvegardes`}</li>
    </ul>
  )
}

import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { REGION_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { pickReasonLabel } from '~/i18n/pick-labels'
import { TalentPanel } from '~/layouts/talent-layout'
import { Chip, chipList } from '~/ui/chip'
import type { OfferPicks } from './offer-picks.model'

/** "Offers for you" on her account page: each picked offer with the reasons it was picked. */
export function PickedOffersPanel({ data }: { data: OfferPicks }) {
  const { t, i18n } = useLingui()
  return (
    <TalentPanel id="picks" title={t`Offres pour vous`}>
      {!data.hasWishes ? (
        <p>
          {t`Dites-nous ce que vous cherchez et nous choisirons des offres pour vous.`}{' '}
          <LocalizedLink route="talentEdit" hash="searchedJobs" className={css({ textStyle: 'link' })}>
            {t`Compléter « Emplois recherchés »`}
          </LocalizedLink>
        </p>
      ) : data.picks.length === 0 ? (
        <p>{t`Aucune offre ne correspond pour le moment à ce que vous cherchez.`}</p>
      ) : (
        <ul className={grid({ gap: '4' })}>
          {data.picks.map(({ offer, reasons }) => (
            <li
              key={offer.id}
              className={css({ borderBottomWidth: '1px', borderColor: 'border.subtle', pb: '3' })}
            >
              <LocalizedLink
                route="job"
                params={{ slug: offer.company.slug, job: offer.slug }}
                className={css({ textStyle: 'link', fontWeight: '700' })}
              >
                {offer.title}
              </LocalizedLink>
              <p className={css({ color: 'fg.muted' })}>
                {[
                  offer.company.name,
                  offer.office ?? (offer.region ? i18n._(REGION_LABELS[offer.region]) : null),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className={hstack({ gap: '2', flexWrap: 'wrap', mt: '1.5', fontSize: 'sm' })}>
                <span className={css({ fontWeight: '600' })}>{t`Pourquoi :`}</span>
                <ul className={chipList}>
                  {reasons.map((reason) => (
                    <li key={`${reason.kind}:${reason.value}`}>
                      <Chip tone={reason.kind === 'category' ? 'brand' : 'neutral'}>
                        {pickReasonLabel(i18n, reason)}
                      </Chip>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </TalentPanel>
  )
}

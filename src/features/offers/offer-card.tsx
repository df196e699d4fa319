import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { icon } from 'styled-system/recipes'
import { SaveOfferButton } from '~/features/saved-items/save-offer-button'
import { useSavedItems } from '~/features/saved-items/saved-items'
import { formatDay } from '~/i18n/format'
import { CONTRACT_TYPE_LABELS, REMOTE_POLICY_LABELS, regionLabel, WRITTEN_IN_LABELS } from '~/i18n/labels'
import { LOCALE_TAGS } from '~/i18n/locales'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { clickableCard, stretchedLink } from '~/ui/card'
import { Chip, chipList } from '~/ui/chip'
import { KeptElement } from '~/ui/kept-elements'
import { CompanyLogo } from '~/ui/monogram'
import type { OfferCard as OfferCardModel } from './offer-card.model'
import { formatExperience, formatSalary } from './range-format'

// Computed once (Panda's css() also runs at render time): cards are rendered 15 at a time.
const cardParts = {
  header: css({ display: 'flex', gap: '4', alignItems: 'flex-start' }),
  identity: css({ minW: '0', flex: '1' }),
  title: css({ textStyle: 'cardTitle' }),
  companyName: css({ color: 'fg.muted', fontWeight: '600', mt: '1' }),
  facts: grid({ gap: '1.5', textStyle: 'meta', mt: '4' }),
  fact: hstack({ gap: '2' }),
  chips: `${chipList} ${css({ mt: '4', alignItems: 'center' })}`,
  date: css({ ml: 'auto', fontSize: 'xs', color: 'fg.muted' }),
  save: css({ mt: '-2', mr: '-2' }),
  mapPinIcon: icon({ name: 'mapPin' }),
  banknoteIcon: icon({ name: 'banknote' }),
  briefcaseIcon: icon({ name: 'briefcase' }),
  houseIcon: icon({ name: 'house', size: 'sm' }),
}

type Props = { offer: OfferCardModel; headingLevel?: 2 | 3 }

/**
 * An offer card (docs/product.md#pages): title, company and logo, office, contract, remote, salary and experience. The
 * server writes it from the markup kept for the same card where it has one (ui/kept-elements.tsx): its key
 * holds everything the card's markup depends on.
 */
export function OfferCard({ offer, headingLevel = 3 }: Props) {
  const saved = useSavedItems().ids.has(offer.id)
  return (
    <KeptElement
      as="article"
      className={clickableCard}
      data={offer}
      variant={`offer ${headingLevel} ${saved}`}
    >
      <OfferCardContent offer={offer} headingLevel={headingLevel} />
    </KeptElement>
  )
}

function OfferCardContent({ offer, headingLevel = 3 }: Props) {
  const { i18n } = useLingui()
  // An offer found through another language's labels (or written so) says which language it is in.
  const otherLanguage = offer.language !== useLocale()
  const Heading = `h${headingLevel}` as const
  const salary = offer.salary && formatSalary(i18n, offer.salary)
  const experience = offer.experience && formatExperience(i18n, offer.experience)
  const place = [offer.office, i18n._(regionLabel(offer.region))].filter(Boolean).join(' · ')
  return (
    <>
      <div className={cardParts.header}>
        <CompanyLogo name={offer.company.name} logoUrl={offer.company.logoUrl} />
        <div className={cardParts.identity}>
          <Heading className={cardParts.title} lang={otherLanguage ? LOCALE_TAGS[offer.language] : undefined}>
            <LocalizedLink
              route="job"
              params={{ slug: offer.company.slug, job: offer.slug }}
              className={stretchedLink}
            >
              {offer.title}
            </LocalizedLink>
          </Heading>
          <p className={cardParts.companyName}>{offer.company.name}</p>
        </div>
        <SaveOfferButton offerId={offer.id} title={offer.title} className={cardParts.save} />
      </div>
      <ul className={cardParts.facts}>
        <li className={cardParts.fact}>
          <span className={cardParts.mapPinIcon} aria-hidden="true" />
          {place}
        </li>
        {salary && (
          <li className={cardParts.fact}>
            <span className={cardParts.banknoteIcon} aria-hidden="true" />
            {salary}
          </li>
        )}
        {experience && (
          <li className={cardParts.fact}>
            <span className={cardParts.briefcaseIcon} aria-hidden="true" />
            {experience}
          </li>
        )}
      </ul>
      <div className={cardParts.chips}>
        {otherLanguage && <Chip tone="accent">{i18n._(WRITTEN_IN_LABELS[offer.language])}</Chip>}
        <Chip tone="brand">{i18n._(CONTRACT_TYPE_LABELS[offer.contractType])}</Chip>
        <Chip icon={<span className={cardParts.houseIcon} aria-hidden="true" />}>
          {i18n._(REMOTE_POLICY_LABELS[offer.remotePolicy])}
        </Chip>
        {offer.publishedAt && (
          <time dateTime={offer.publishedAt} className={cardParts.date}>
            {formatDay(i18n, offer.publishedAt)}
          </time>
        )}
      </div>
    </>
  )
}

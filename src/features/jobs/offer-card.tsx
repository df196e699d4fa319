import { useLingui } from '@lingui/react'
import { Banknote, Briefcase, House, MapPin } from 'lucide-react'
import { css } from 'styled-system/css'
import { formatDay } from '~/i18n/format'
import { BELGIUM_LABEL, CONTRACT_TYPE_LABELS, REGION_LABELS, REMOTE_POLICY_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { Chip, chipList } from '~/ui/chip'
import { CompanyLogo } from '~/ui/monogram'
import type { OfferCard as OfferCardModel } from './offer-card.model'
import { formatExperience, formatSalary } from './range-format'

export const cardSurface = css({
  position: 'relative',
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  boxShadow: 'card',
  p: '5',
  transition: 'border-color 150ms ease-out, box-shadow 150ms ease-out, transform 150ms ease-out',
  h: 'full',
  _hover: { borderColor: 'teal.300', boxShadow: 'raised' },
  '&:focus-within': { borderColor: 'teal.500' },
})

/** Stretches the title link over the whole card: one real link, the whole card clickable. */
export const stretchedLink = css({
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { color: 'fg.brand' },
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'card' },
  _focusVisible: {
    outline: 'none',
    _after: { outline: '3px solid token(colors.focus)', outlineOffset: '2px' },
  },
})

/** An offer card (spec §2): title, company and logo, office, contract, remote, salary and experience. */
export function OfferCard({ offer, headingLevel = 3 }: { offer: OfferCardModel; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  const Heading = `h${headingLevel}` as const
  const salary = offer.salary && formatSalary(i18n, offer.salary)
  const experience = offer.experience && formatExperience(i18n, offer.experience)
  const place = [offer.office, i18n._(offer.region ? REGION_LABELS[offer.region] : BELGIUM_LABEL)]
    .filter(Boolean)
    .join(' · ')
  return (
    <article className={cardSurface}>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
        <CompanyLogo name={offer.company.name} logoUrl={offer.company.logoUrl} />
        <div className={css({ minW: '0', flex: '1' })}>
          <Heading className={css({ fontSize: 'lg', fontWeight: '800', lineHeight: '1.3' })}>
            <LocalizedLink
              route="job"
              params={{ slug: offer.company.slug, job: offer.slug }}
              className={stretchedLink}
            >
              {offer.title}
            </LocalizedLink>
          </Heading>
          <p className={css({ color: 'fg.muted', fontWeight: '600', mt: '1' })}>{offer.company.name}</p>
        </div>
      </div>
      <ul className={css({ display: 'grid', gap: '1.5', mt: '4', color: 'fg.muted', fontSize: 'sm' })}>
        <li className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <MapPin size={16} aria-hidden="true" />
          {place}
        </li>
        {salary && (
          <li className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <Banknote size={16} aria-hidden="true" />
            {salary}
          </li>
        )}
        {experience && (
          <li className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <Briefcase size={16} aria-hidden="true" />
            {experience}
          </li>
        )}
      </ul>
      <div className={`${chipList} ${css({ mt: '4', alignItems: 'center' })}`}>
        <Chip tone="brand">{i18n._(CONTRACT_TYPE_LABELS[offer.contractType])}</Chip>
        <Chip icon={<House size={12} aria-hidden="true" />}>
          {i18n._(REMOTE_POLICY_LABELS[offer.remotePolicy])}
        </Chip>
        {offer.publishedAt && (
          <time
            dateTime={offer.publishedAt}
            className={css({ ml: 'auto', fontSize: 'xs', color: 'fg.muted' })}
          >
            {formatDay(i18n, offer.publishedAt)}
          </time>
        )}
      </div>
    </article>
  )
}

import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { hstack, stack } from 'styled-system/patterns'
import { FILTER_LABEL_MAX } from '~/domain/constants'
import { SECTOR_LABELS, zonesText } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { clickableCard, stretchedLink } from '~/ui/card'
import { Chip, chipList } from '~/ui/chip'
import { KeptElement } from '~/ui/kept-elements'
import { CompanyLogo } from '~/ui/monogram'
import { truncate } from '~/ui/truncate'
import type { CompanyCard as CompanyCardModel } from './company-card.model'

type Props = { company: CompanyCardModel; headingLevel?: 2 | 3 }

/**
 * A company card: name, logo, slogan, sectors, zones (Belgium when none) and open jobs. The server writes
 * it from the markup kept for the same card where it has one (ui/kept-elements.tsx).
 */
export function CompanyCard({ company, headingLevel = 3 }: Props) {
  return (
    <KeptElement as="article" className={cardClass} data={company} variant={`company ${headingLevel}`}>
      <CompanyCardContent company={company} headingLevel={headingLevel} />
    </KeptElement>
  )
}

const cardClass = `${clickableCard} ${stack({ gap: '3' })}`

function CompanyCardContent({ company, headingLevel = 3 }: Props) {
  const { i18n } = useLingui()
  const Heading = `h${headingLevel}` as const
  const zones = zonesText(i18n, company.zones)
  return (
    <>
      <div className={hstack({ gap: '3' })}>
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={56} />
        <div className={css({ minW: '0' })}>
          <Heading className={css({ textStyle: 'cardTitle' })}>
            <LocalizedLink route="company" params={{ slug: company.slug }} className={stretchedLink}>
              {company.name}
            </LocalizedLink>
          </Heading>
          <p className={css({ textStyle: 'meta' })}>{truncate(zones, FILTER_LABEL_MAX)}</p>
        </div>
      </div>
      {company.slogan && <p className={css({ color: 'fg.default', lineClamp: '2' })}>{company.slogan}</p>}
      <div className={chipList}>
        {company.sectors.slice(0, 2).map((sector) => (
          <Chip key={sector}>{truncate(i18n._(SECTOR_LABELS[sector]), FILTER_LABEL_MAX)}</Chip>
        ))}
        <Chip tone="accent">
          {i18n._(
            msg`${plural(company.openOfferCount, { one: '# offre ouverte', other: '# offres ouvertes' })}`,
          )}
        </Chip>
      </div>
    </>
  )
}

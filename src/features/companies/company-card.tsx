import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { hstack, stack } from 'styled-system/patterns'
import { FILTER_LABEL_MAX } from '~/domain/constants'
import { BELGIUM_LABEL, REGION_LABELS, SECTOR_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { clickableCard, stretchedLink } from '~/ui/card'
import { Chip, chipList } from '~/ui/chip'
import { CompanyLogo } from '~/ui/monogram'
import { truncate } from '~/ui/truncate'
import type { CompanyCard as CompanyCardModel } from './company-card.model'

/** A company card: name, logo, slogan, sectors, zones (Belgium when none) and open jobs. */
export function CompanyCard({
  company,
  headingLevel = 3,
}: {
  company: CompanyCardModel
  headingLevel?: 2 | 3
}) {
  const { i18n } = useLingui()
  const Heading = `h${headingLevel}` as const
  const zones =
    company.zones.length === 0
      ? i18n._(BELGIUM_LABEL)
      : company.zones.map((zone) => i18n._(REGION_LABELS[zone])).join(', ')
  return (
    <article className={`${clickableCard} ${stack({ gap: '3' })}`}>
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
    </article>
  )
}

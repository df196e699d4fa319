import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { trackEvent } from '~/features/analytics/track'
import { LocalizedLink } from '~/i18n/localized-link'
import { CardListSection } from '~/ui/card-list-section'
import { ProjectBody } from '~/ui/project-page'
import { CompanyCard } from './company-card'
import { CompanyFigures } from './company-figures'
import { CompanyHero } from './company-hero'
import { CompanyOffers } from './company-offers'
import type { CompanyPage as CompanyPageModel } from './company-page.model'
import { CompanyProfile } from './company-profile'

/**
 * The company page (docs/product.md#pages project/company page, docs/product.md#data company profile): banner, logo, name, slogan, info and
 * social links, the alert toggle in a sticky bar, every profile section that is filled in, its offers
 * and similar companies.
 */
export function CompanyPage({ page }: { page: CompanyPageModel }) {
  const { t } = useLingui()
  const { company } = page
  const companyId = company.id
  useEffect(() => trackEvent('company_view', { companyId }), [companyId])
  return (
    <article>
      <CompanyHero page={page} />
      <ProjectBody wide>
        <CompanyProfile company={company} />
        <CompanyFigures company={company} />
      </ProjectBody>
      <CompanyOffers page={page} />
      {page.similar.length > 0 && (
        <CardListSection
          id="company-similar"
          title={t`Entreprises similaires`}
          titleClassName={css({ textStyle: 'blockTitle' })}
          compact
          more={
            <LocalizedLink
              route="companies"
              search={{ sector_activity: company.sectors.join(',') }}
              className={css({ textStyle: 'link', textDecoration: 'underline' })}
            >
              {t`Voir plus d'entreprises de ce secteur`}
            </LocalizedLink>
          }
          className={css({ bg: 'bg.subtle', py: '10' })}
          gridClassName={grid({
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          })}
        >
          {page.similar.map((similar) => (
            <li key={similar.id}>
              <CompanyCard company={similar} />
            </li>
          ))}
        </CardListSection>
      )}
    </article>
  )
}

import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { OfferCard } from '~/features/offers/offer-card'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { twoColumnGrid } from '~/ui/card-list-section'
import { Container } from '~/ui/container'
import { TitledSection } from '~/ui/project-page'
import type { CompanyPage } from './company-page.model'
import { profileCard, profileTitle } from './company-profile'

/** The company's open offers (the header's offer count leads here), and a way to all of them. */
export function CompanyOffers({ page }: { page: CompanyPage }) {
  const { t } = useLingui()
  const { openOfferCount } = page
  const { name } = page.company
  return (
    <Container className={css({ pb: '10' })}>
      <TitledSection
        id="company-offers"
        titleId="company-offers-title"
        title={
          <>
            {t`Les offres de ${name}`}{' '}
            <span className={css({ color: 'fg.muted', fontWeight: '700' })}>({openOfferCount})</span>
          </>
        }
        titleClassName={profileTitle}
        className={css({ scrollMarginTop: '24' })}
      >
        {page.offers.length === 0 ? (
          <p className={cx(profileCard, css({ color: 'fg.muted' }))}>
            {t`Aucune offre ouverte pour le moment. Activez l'alerte : nous vous préviendrons de la prochaine.`}
          </p>
        ) : (
          <ul className={twoColumnGrid}>
            {page.offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
        {openOfferCount > page.offers.length && (
          <LocalizedLink
            route="jobs"
            search={{ query: `"${name}"` }}
            className={cx(button({ variant: 'outline' }), css({ mt: '5' }))}
          >
            {t`Voir les ${openOfferCount} offres de ${name}`}
          </LocalizedLink>
        )}
      </TitledSection>
    </Container>
  )
}

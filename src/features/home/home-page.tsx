import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { grid } from 'styled-system/patterns'
import { Banner } from '~/features/banners/banners'
import { CompanyCard } from '~/features/companies/company-card'
import { OfferCard } from '~/features/offers/offer-card'
import { useLocale } from '~/i18n/use-locale'
import { CardListSection, threeColumnGrid } from '~/ui/card-list-section'
import { Container } from '~/ui/container'
import { marketingSection, sectionTitle } from '~/ui/hero'
import { SeeMoreLink } from '~/ui/section-header'
import { homePageQuery } from './home.queries'
import { HomeHero } from './home-hero'
import { HomePartners } from './home-partners'
import { HomePress } from './home-press'
import { HomeSeoText } from './home-seo-text'
import { HomeTestimonials } from './home-testimonials'

/** The home page (docs/product.md#pages): hero, latest offers, latest companies, press, partners, testimonials, SEO text. */
export function HomePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(homePageQuery(locale))
  return (
    <>
      <HomeHero offers={data.counts.offers} companies={data.counts.companies} />
      <CardListSection
        id="latest-offers-title"
        title={t`Les dernières offres`}
        titleClassName={sectionTitle}
        intro={t`Fraîchement publiées par des organisations qui changent les choses.`}
        more={<SeeMoreLink route="jobs">{t`Voir toutes les offres`}</SeeMoreLink>}
        className={marketingSection()}
        gridClassName={threeColumnGrid}
      >
        {data.offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </CardListSection>
      <Container>
        <Banner kind="aiProfile" />
      </Container>
      <CardListSection
        id="latest-companies-title"
        title={t`Les entreprises qui recrutent`}
        titleClassName={sectionTitle}
        intro={t`Sélectionnées par notre comité pour leur engagement.`}
        more={<SeeMoreLink route="companies">{t`Voir toutes les entreprises`}</SeeMoreLink>}
        className={marketingSection({ tone: 'surface' })}
        gridClassName={threeColumnGrid}
        after={
          <div className={grid({ gap: '6', mt: '10' })}>
            <Banner kind="cofounder" />
            <Banner kind="talentSearch" />
          </div>
        }
      >
        {data.companies.map((company) => (
          <li key={company.id}>
            <CompanyCard company={company} />
          </li>
        ))}
      </CardListSection>
      <HomePress />
      <HomePartners />
      <HomeTestimonials />
      <HomeSeoText />
    </>
  )
}

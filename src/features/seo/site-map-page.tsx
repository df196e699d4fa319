import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { PopularPageLink } from '~/features/pages/popular-pages.server'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName } from '~/i18n/paths'
import { Container } from '~/ui/container'

type OfferLink = { id: string; title: string; slug: string; company: { name: string; slug: string } }

const link = css({ color: 'fg.default', _hover: { color: 'fg.brand', textDecoration: 'underline' } })
const heading = css({ fontSize: 'xl', fontWeight: '800', color: 'fg.brand', mb: '3' })

/** The human sitemap (`/plan-du-site`): the site's sections, the popular searches and the newest offers. */
export function SiteMapPage({ pages, offers }: { pages: PopularPageLink[]; offers: OfferLink[] }) {
  const { t } = useLingui()
  const sections: { route: RouteName; label: string }[] = [
    { route: 'home', label: t`Accueil` },
    { route: 'jobs', label: t`Offres d'emploi` },
    { route: 'pagesAll', label: t`Toutes les recherches populaires` },
  ]
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <h1
        className={css({
          fontSize: { base: '2xl', md: '4xl' },
          fontWeight: '800',
          letterSpacing: '-0.02em',
          mb: '8',
        })}
      >{t`Plan du site`}</h1>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr 2fr' },
          gap: '10',
        })}
      >
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className={heading}>{t`Pages`}</h2>
          <ul className={css({ display: 'grid', gap: '1.5' })}>
            {sections.map((section) => (
              <li key={section.route}>
                <LocalizedLink route={section.route} className={link}>
                  {section.label}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-popular">
          <h2 id="sitemap-popular" className={heading}>{t`Recherches populaires`}</h2>
          <ul className={css({ display: 'grid', gap: '1.5' })}>
            {pages.map((page) => (
              <li key={page.slug}>
                <LocalizedLink route="popularPage" params={{ page: page.slug }} className={link}>
                  {page.title}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-offers">
          <h2 id="sitemap-offers" className={heading}>{t`Dernières offres d'emploi`}</h2>
          <ul className={css({ display: 'grid', gap: '1.5' })}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <LocalizedLink
                  route="job"
                  params={{ slug: offer.company.slug, job: offer.slug }}
                  className={link}
                >
                  {offer.title}
                </LocalizedLink>{' '}
                <span className={css({ color: 'fg.muted' })}>· {offer.company.name}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Container>
  )
}

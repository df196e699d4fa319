import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import type { PopularPageLink } from '~/features/pages/popular-pages.model'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName } from '~/i18n/paths'
import { Container } from '~/ui/container'
import type { NamedLink } from './site-map-page.model'

type OfferLink = { id: string; title: string; slug: string; company: { name: string; slug: string } }

const link = css({ color: 'fg.default', _hover: { color: 'fg.brand', textDecoration: 'underline' } })
const heading = css({ textStyle: 'heading', color: 'fg.brand', mb: '3' })

type Props = {
  pages: PopularPageLink[]
  offers: OfferLink[]
  companies: NamedLink[]
  projects: NamedLink[]
  articles: NamedLink[]
  episodes: NamedLink[]
}

function LinkSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <ul className={grid({ gap: '1.5' })}>{children}</ul>
    </section>
  )
}

/**
 * The human sitemap (`/plan-du-site`, docs/product.md#pages): the site's sections, popular searches, newest offers,
 * companies, co-founder projects, articles and podcast episodes.
 */
export function SiteMapPage({ pages, offers, companies, projects, articles, episodes }: Props) {
  const { t } = useLingui()
  const sections: { route: RouteName; label: string }[] = [
    { route: 'home', label: t`Accueil` },
    { route: 'jobs', label: t`Offres d'emploi` },
    { route: 'companies', label: t`Entreprises à impact` },
    { route: 'cofounder', label: t`Cofondateur` },
    { route: 'cofounderProjects', label: t`Projets en recherche d’associé·e` },
    { route: 'cofounderPricing', label: t`Tarifs cofondateur` },
    { route: 'media', label: t`Média` },
    { route: 'mediaArticles', label: t`Articles` },
    { route: 'mediaPodcast', label: t`Podcast` },
    { route: 'companySelection', label: t`Sélection des entreprises` },
    { route: 'contact', label: t`Contact` },
    { route: 'pagesAll', label: t`Toutes les recherches populaires` },
    { route: 'terms', label: t`Conditions générales d’utilisation` },
    { route: 'termsOfSale', label: t`Conditions générales de vente` },
    { route: 'legalNotice', label: t`Mentions légales` },
    { route: 'privacy', label: t`Politique de confidentialité` },
  ]
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <h1 className={css({ textStyle: 'listTitle', mb: '8' })}>{t`Plan du site`}</h1>
      <div
        className={grid({
          gap: '10',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        })}
      >
        <LinkSection id="sitemap-pages" title={t`Pages`}>
          {sections.map((section) => (
            <li key={section.route}>
              <LocalizedLink route={section.route} className={link}>
                {section.label}
              </LocalizedLink>
            </li>
          ))}
        </LinkSection>
        <LinkSection id="sitemap-popular" title={t`Recherches populaires`}>
          {pages.map((page) => (
            <li key={page.slug}>
              <LocalizedLink route="popularPage" params={{ page: page.slug }} className={link}>
                {page.title}
              </LocalizedLink>
            </li>
          ))}
        </LinkSection>
        <LinkSection id="sitemap-companies" title={t`Entreprises à impact`}>
          {companies.map((company) => (
            <li key={company.slug}>
              <LocalizedLink route="company" params={{ slug: company.slug }} className={link}>
                {company.name}
              </LocalizedLink>
            </li>
          ))}
        </LinkSection>
        <LinkSection id="sitemap-offers" title={t`Dernières offres d'emploi`}>
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
        </LinkSection>
        <LinkSection id="sitemap-cofounders" title={t`Projets cofondateur`}>
          {projects.map((project) => (
            <li key={project.slug}>
              <LocalizedLink route="cofounderProject" params={{ slug: project.slug }} className={link}>
                {project.name}
              </LocalizedLink>
            </li>
          ))}
        </LinkSection>
        <LinkSection id="sitemap-articles" title={t`Articles`}>
          {articles.map((article) => (
            <li key={article.slug}>
              <LocalizedLink route="article" params={{ article: article.slug }} className={link}>
                {article.name}
              </LocalizedLink>
            </li>
          ))}
        </LinkSection>
        <LinkSection id="sitemap-podcast" title={t`Épisodes du podcast`}>
          {episodes.map((episode) => (
            <li key={episode.slug}>
              <LocalizedLink route="podcastEpisode" params={{ slug: episode.slug }} className={link}>
                {episode.name}
              </LocalizedLink>
            </li>
          ))}
        </LinkSection>
      </div>
    </Container>
  )
}

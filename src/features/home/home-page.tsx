import { useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ArrowRight, Bike, HeartHandshake, Leaf, Quote, Recycle, Search, Sprout, Sun } from 'lucide-react'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Banner } from '~/features/banners/banners'
import { CompanyCard } from '~/features/companies/company-card'
import { OfferCard } from '~/features/jobs/offer-card'
import { popularPagesQuery } from '~/features/pages/pages.queries'
import { LocalizedLink } from '~/i18n/localized-link'
import { internalPathFor, type RouteName, toPublicPath } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { HeroBand, HeroEyebrow, heroLead, heroTitle, sectionTitle } from '~/ui/hero'
import { homePageQuery } from './home.queries'

const grid3 = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  gap: '5',
})

function SectionHeader({
  id,
  title,
  intro,
  route,
  more,
}: {
  id: string
  title: string
  intro?: string
  route?: RouteName
  more?: string
}) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: '4',
        flexWrap: 'wrap',
        mb: '6',
      })}
    >
      <div>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {intro && <p className={css({ color: 'fg.muted', mt: '2', maxW: '60ch' })}>{intro}</p>}
      </div>
      {route && more && (
        <LocalizedLink
          route={route}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
            fontWeight: '700',
            color: 'fg.brand',
          })}
        >
          {more}
          <ArrowRight size={16} aria-hidden="true" />
        </LocalizedLink>
      )}
    </div>
  )
}

function Section({
  labelledBy,
  children,
  tone = 'canvas',
}: {
  labelledBy: string
  children: ReactNode
  tone?: 'canvas' | 'surface'
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={css({ py: { base: '12', md: '16' } })}
      style={{ background: tone === 'surface' ? '#ffffff' : undefined }}
    >
      <Container>{children}</Container>
    </section>
  )
}

function Hero({ offers, companies }: { offers: number; companies: number }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <HeroBand
      labelledBy="hero-title"
      className={css({ position: 'relative', overflow: 'hidden', py: { base: '14', md: '24' } })}
    >
      <Container
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '1.35fr 1fr' },
          gap: '12',
          alignItems: 'center',
        })}
      >
        <div>
          <HeroEyebrow>{t`Le job board de l'impact en Belgique`}</HeroEyebrow>
          <h1 id="hero-title" className={cx(heroTitle, css({ maxW: '18ch' }))}>
            {t`Trouvez un job qui a du sens`}
          </h1>
          <p className={cx(heroLead, css({ maxW: '52ch' }))}>
            {t`Des offres d'emploi, de stage et de bénévolat dans des entreprises et associations sélectionnées pour leur impact social et environnemental.`}
          </p>
          <form
            role="search"
            action={toPublicPath(internalPathFor('jobs', locale))}
            method="get"
            className={css({
              display: 'flex',
              flexDirection: { base: 'column', sm: 'row' },
              gap: '2',
              mt: '8',
              p: '2',
              bg: 'white',
              borderRadius: 'card',
              boxShadow: 'raised',
              maxW: '2xl',
            })}
          >
            <label htmlFor="hero-search" className={css({ srOnly: true })}>
              {t`Métier, mot-clé ou entreprise`}
            </label>
            <input
              id="hero-search"
              name="query"
              type="search"
              placeholder={t`Métier, mot-clé ou entreprise`}
              className={css({
                flex: '1',
                minW: '0',
                h: '12',
                px: '4',
                color: 'fg.default',
                borderRadius: 'control',
                outline: 'none',
                _focusVisible: { outline: '2px solid token(colors.focus)' },
              })}
            />
            <button type="submit" className={button({ variant: 'accent', size: 'lg' })}>
              <Search size={18} aria-hidden="true" />
              {t`Rechercher`}
            </button>
          </form>
          <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: { base: '6', md: '10' }, mt: '10' })}>
            <div>
              <dt className={css({ color: 'fg.inverseMuted', fontSize: 'sm' })}>{t`Offres en ligne`}</dt>
              <dd className={css({ fontSize: '2xl', fontWeight: '800' })}>{i18n.number(offers)}</dd>
            </div>
            <div>
              <dt className={css({ color: 'fg.inverseMuted', fontSize: 'sm' })}>{t`Entreprises à impact`}</dt>
              <dd className={css({ fontSize: '2xl', fontWeight: '800' })}>{i18n.number(companies)}</dd>
            </div>
            <div>
              <dt
                className={css({ color: 'fg.inverseMuted', fontSize: 'sm' })}
              >{t`Objectifs de développement durable`}</dt>
              <dd className={css({ fontSize: '2xl', fontWeight: '800' })}>{i18n.number(17)}</dd>
            </div>
          </dl>
        </div>
        <HeroSectors />
      </Container>
    </HeroBand>
  )
}

const TILE_ICONS = [Sun, HeartHandshake, Recycle, Leaf, Sprout, Bike]

/** Desktop hero aside: the popular sector pages as tiles, a way in for visitors without keywords. */
function HeroSectors() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: pages = [] } = useQuery(popularPagesQuery(locale))
  const sectors = pages.filter((page) => page.type === 'secteur' && page.kind === 'emploi').slice(0, 4)
  if (sectors.length === 0) return null
  return (
    <nav aria-label={t`Explorer par secteur`} className={css({ display: { base: 'none', lg: 'block' } })}>
      <p className={css({ fontWeight: '800', color: 'sun.300', mb: '3' })}>{t`Explorer par secteur`}</p>
      <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: '3' })}>
        {sectors.map((page, index) => {
          const Icon = TILE_ICONS[index % TILE_ICONS.length]!
          return (
            <li key={page.slug}>
              <LocalizedLink
                route="popularPage"
                params={{ page: page.slug }}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '3',
                  h: 'full',
                  p: '4',
                  borderRadius: 'card',
                  bg: 'rgba(255,255,255,0.08)',
                  borderWidth: '1px',
                  borderColor: 'rgba(255,255,255,0.14)',
                  color: 'fg.inverse',
                  fontWeight: '700',
                  textDecoration: 'none',
                  transition: 'background-color 150ms ease-out',
                  _hover: { bg: 'rgba(255,255,255,0.16)' },
                })}
              >
                <span
                  className={css({
                    display: 'inline-flex',
                    p: '2',
                    borderRadius: 'control',
                    bg: 'accent.solid',
                    color: 'fg.onAccent',
                  })}
                >
                  <Icon size={18} aria-hidden="true" />
                </span>
                {page.title}
              </LocalizedLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function Press() {
  const { t } = useLingui()
  const outlets = ['Le Soir', 'De Standaard', 'RTBF', "L'Echo", 'Bruzz', 'Knack', 'La Libre', 'VRT NWS']
  return (
    <Section labelledBy="press-title" tone="surface">
      <h2
        id="press-title"
        className={css({
          textAlign: 'center',
          color: 'fg.muted',
          fontWeight: '800',
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          fontSize: 'sm',
        })}
      >
        {t`Ils parlent de nous`}
      </h2>
      <ul
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: { base: '6', md: '12' },
          mt: '6',
        })}
      >
        {outlets.map((outlet) => (
          <li
            key={outlet}
            lang="und"
            className={css({
              fontSize: { base: 'lg', md: 'xl' },
              fontWeight: '800',
              color: 'sand.600',
              fontStyle: 'italic',
            })}
          >
            {outlet}
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Partners() {
  const { t } = useLingui()
  const partners = [
    { name: 'Brussels Social Hub', text: t`Accompagnement de l'entrepreneuriat social à Bruxelles` },
    { name: 'Réseau Wallon Impact', text: t`Fédération d'entreprises sociales en Wallonie` },
    { name: 'Netwerk Duurzaam Vlaanderen', text: t`Réseau flamand d'entreprises durables` },
    { name: 'Fonds Transition Juste', text: t`Financement de projets de transition` },
  ]
  return (
    <Section labelledBy="partners-title">
      <SectionHeader
        id="partners-title"
        title={t`Nos partenaires`}
        intro={t`Ils soutiennent notre mission : rendre les métiers à impact accessibles à toutes et tous.`}
      />
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: '4',
        })}
      >
        {partners.map((partner) => (
          <li
            key={partner.name}
            className={css({
              bg: 'bg.surface',
              borderRadius: 'card',
              p: '5',
              borderWidth: '1px',
              borderColor: 'border.subtle',
            })}
          >
            <p className={css({ fontWeight: '800', color: 'fg.brand' })}>{partner.name}</p>
            <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>{partner.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Testimonials() {
  const { t } = useLingui()
  const quotes = [
    {
      name: 'Amélie D.',
      role: t`Chargée de projets énergie, Namur`,
      text: t`En trois semaines, j'ai trouvé un poste dans une coopérative citoyenne. Les filtres par région m'ont fait gagner un temps fou.`,
    },
    {
      name: 'Pieter V.',
      role: t`Développeur, Gand`,
      text: t`Je voulais mettre mes compétences au service d'un projet utile. Ici, chaque entreprise a été sélectionnée : pas de mauvaise surprise.`,
    },
    {
      name: 'Yasmina B.',
      role: t`Stagiaire en communication, Bruxelles`,
      text: t`J'ai décroché mon stage dans une ONG grâce à une alerte. Le site est clair, même sur mon téléphone.`,
    },
  ]
  return (
    <Section labelledBy="testimonials-title" tone="surface">
      <SectionHeader id="testimonials-title" title={t`Elles et ils ont sauté le pas`} />
      <ul className={grid3}>
        {quotes.map((quote) => (
          <li key={quote.name}>
            <figure
              className={css({
                h: 'full',
                bg: 'brand.subtle',
                borderRadius: 'card',
                p: '6',
                display: 'flex',
                flexDirection: 'column',
                gap: '4',
              })}
            >
              <Quote size={28} aria-hidden="true" color="#0b5d51" />
              <blockquote className={css({ fontSize: 'md', flex: '1' })}>{quote.text}</blockquote>
              <figcaption>
                <span className={css({ display: 'block', fontWeight: '800' })}>{quote.name}</span>
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{quote.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function SeoText() {
  const { t } = useLingui()
  const paragraph = css({ mt: '4', color: 'fg.default' })
  return (
    <Section labelledBy="seo-title">
      <div className={css({ maxW: '75ch' })}>
        <h2 id="seo-title" className={sectionTitle}>
          {t`Travailler pour une entreprise à impact en Belgique`}
        </h2>
        <p className={paragraph}>
          {t`Tremplin rassemble les offres d'emploi des organisations qui placent l'impact social et environnemental au cœur de leur activité : coopératives, associations, entreprises sociales, start-up de la transition et grandes entreprises engagées. Chaque organisation est sélectionnée par un comité sur la base d'une charte inspirée des 17 objectifs de développement durable des Nations unies.`}
        </p>
        <h3
          className={css({ fontSize: 'xl', fontWeight: '800', mt: '8' })}
        >{t`Des offres partout en Belgique`}</h3>
        <p className={paragraph}>
          {t`De Bruxelles à Liège, de Gand à Namur, d'Anvers à Mons, vous trouverez des postes en CDI et en CDD, des stages, des jobs étudiants, des missions de bénévolat et des services citoyens. Filtrez par région, par type de contrat, par secteur ou par possibilité de télétravail pour trouver l'offre qui vous correspond.`}
        </p>
        <h3
          className={css({ fontSize: 'xl', fontWeight: '800', mt: '8' })}
        >{t`Des métiers variés au service de la transition`}</h3>
        <p className={paragraph}>
          {t`L'impact ne se limite pas aux métiers de l'environnement : l'économie sociale a besoin de comptables, de développeurs, de chargés de communication, de juristes, de soignants, d'ingénieurs et de vendeurs. Énergies renouvelables, économie circulaire, alimentation durable, santé, éducation ou finance éthique : chaque secteur compte.`}
        </p>
        <h3
          className={css({ fontSize: 'xl', fontWeight: '800', mt: '8' })}
        >{t`Un profil, des alertes, et l'IA pour gagner du temps`}</h3>
        <p className={paragraph}>
          {t`Créez votre profil talent, importez votre CV et laissez notre assistant remplir votre profil en quelques secondes. Enregistrez vos recherches pour recevoir les nouvelles offres par e-mail et suivez les entreprises qui vous inspirent.`}
        </p>
      </div>
    </Section>
  )
}

/** The home page (spec §2): hero, latest offers, latest companies, press, partners, testimonials, SEO text. */
export function HomePage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data } = useSuspenseQuery(homePageQuery(locale))
  return (
    <>
      <Hero offers={data.counts.offers} companies={data.counts.companies} />
      <Section labelledBy="latest-offers-title">
        <SectionHeader
          id="latest-offers-title"
          title={t`Les dernières offres`}
          intro={t`Fraîchement publiées par des organisations qui changent les choses.`}
          route="jobs"
          more={t`Voir toutes les offres`}
        />
        <ul className={grid3}>
          {data.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </Section>
      <Container>
        <Banner kind="aiProfile" />
      </Container>
      <Section labelledBy="latest-companies-title" tone="surface">
        <SectionHeader
          id="latest-companies-title"
          title={t`Les entreprises qui recrutent`}
          intro={t`Sélectionnées par notre comité pour leur engagement.`}
          route="companies"
          more={t`Voir toutes les entreprises`}
        />
        <ul className={grid3}>
          {data.companies.map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
        <div className={css({ mt: '10', display: 'grid', gap: '6' })}>
          <Banner kind="cofounder" />
          <Banner kind="talentSearch" />
        </div>
      </Section>
      <Press />
      <Partners />
      <Testimonials />
      <SeoText />
    </>
  )
}

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ArrowRight, CalendarDays, Languages, Layers, MapPin, Sprout, User } from 'lucide-react'
import { useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { formatDay } from '~/i18n/format'
import {
  BELGIUM_LABEL,
  COFOUNDER_MATURITY_LABELS,
  REGION_LABELS,
  SECTOR_LABELS,
  WRITTEN_IN_LABELS,
} from '~/i18n/labels'
import { LOCALE_TAGS } from '~/i18n/locales'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { CompanyLogo } from '~/ui/monogram'
import {
  cardSurface,
  Fact,
  FactList,
  ListHeader,
  MobileActionBar,
  ProjectAside,
  ProjectBody,
  ProjectHero,
  ProjectMainCard,
  ProjectSection,
  ProjectSideCard,
  ProjectTitle,
  SeeMoreLink,
  SideCompany,
  threeColumnGrid,
} from '~/ui/project-page'
import { ResizedImage } from '~/ui/resized-image'
import { StickyTopBar } from '~/ui/sticky-top-bar'
import type { CofounderProjectPage as CofounderProjectPageModel, CofounderSection } from './cofounder.model'
import { CofounderCard } from './cofounder-card'
import { MaturityStages } from './maturity-stages'

const SECTION_TITLES: Record<Exclude<CofounderSection, 'aboutFounder'>, MessageDescriptor> = {
  projectDescription: msg`Description du projet`,
  whyThisProject: msg`Pourquoi ce projet ?`,
  theProject: msg`Le projet`,
  researchedProfile: msg`Profil recherché`,
  remuneration: msg`Rémunération`,
  extras: msg`Les petits plus`,
  inspiringPerson: msg`Une personne qui l'inspire`,
  dreamedSuperpower: msg`Son super-pouvoir rêvé`,
  passion: msg`Sa passion`,
  sustainabilityCommitments: msg`Engagements de durabilité`,
}

const richText = css({
  mt: '2',
  '& p + p': { mt: '3' },
  '& ul, & ol': { mt: '3', pl: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'fg.brand', textDecoration: 'underline' },
})

function ContactButton({ className, size = 'lg' }: { className?: string; size?: 'md' | 'lg' }) {
  const { t } = useLingui()
  return (
    <LocalizedLink
      route="contact"
      search={{ subject: 'coFounder' }}
      className={cx(button({ variant: 'accent', size }), className)}
    >
      {t`Rejoindre ce projet`}
    </LocalizedLink>
  )
}

/**
 * `/cofondateur/{slug}` (spec §2 co-founder detail) on the project layout: banner, title, founder, info
 * lines, sticky action bar, the sections that are set in the spec's order, the maturity stages, the
 * organisation behind the project, the contact action and similar projects.
 */
export function CofounderProjectPage({ page }: { page: CofounderProjectPageModel }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const heading = useRef<HTMLDivElement>(null)
  const { project, company } = page
  const { founderName } = project
  const companyName = company?.name ?? ''
  const maturity = i18n._(COFOUNDER_MATURITY_LABELS[project.maturity])
  const publishedOn = project.publishedAt ? formatDay(i18n, project.publishedAt) : null
  // The project is written in one language: screen readers must know when it is not the page's.
  const lang = project.language !== locale ? LOCALE_TAGS[project.language] : undefined
  const sectionTitle = (key: CofounderSection) =>
    key === 'aboutFounder' ? t`À propos de ${founderName}` : i18n._(SECTION_TITLES[key])
  const sectors = project.sectors.map((sector) => i18n._(SECTOR_LABELS[sector])).join(', ')
  return (
    <article>
      <StickyTopBar
        watch={heading}
        listRoute="cofounderProjects"
        title={<span lang={lang}>{project.title}</span>}
        subtitle={project.founderName}
        action={<ContactButton size="md" />}
      />
      <ProjectHero
        className={css({ pb: { base: '6', md: '10' } })}
        banner={
          project.imageUrl ? (
            <ResizedImage
              src={project.imageUrl}
              alt=""
              width={1200}
              height={462}
              crop={{ width: 13, height: 5 }}
              sizes="100vw"
              loading="eager"
              className={css({
                w: 'full',
                h: 'auto',
                maxH: '420px',
                objectFit: 'cover',
                aspectRatio: '13 / 5',
              })}
            />
          ) : (
            <div
              aria-hidden="true"
              className={css({ h: { base: '20', md: '32' }, bg: 'bg.inverse' })}
              style={{
                backgroundImage:
                  'radial-gradient(circle at 85% 30%, rgba(255,200,61,0.3), transparent 40%), radial-gradient(circle at 15% 80%, rgba(31,138,122,0.6), transparent 45%)',
              }}
            />
          )
        }
      >
        <div
          className={css({
            display: 'flex',
            gap: '4',
            alignItems: 'flex-end',
            mt: { base: '-8', md: '-10' },
          })}
        >
          <span
            className={css({
              display: 'inline-flex',
              flexShrink: 0,
              borderRadius: 'control',
              bg: 'bg.surface',
              p: '1',
              boxShadow: 'card',
            })}
          >
            <CompanyLogo
              name={company?.name ?? project.founderName}
              logoUrl={company?.logoUrl ?? null}
              size={72}
            />
          </span>
        </div>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '4' })}>
          <span
            className={css({
              bg: 'brand.subtle',
              color: 'fg.brand',
              fontWeight: '700',
              fontSize: 'xs',
              px: '2.5',
              py: '1',
              borderRadius: 'full',
            })}
          >
            {t`Cherche un cofondateur ou une cofondatrice`}
          </span>
        </div>
        <div ref={heading}>
          <ProjectTitle lang={lang} className={css({ mt: '3', maxW: '30ch' })}>
            {project.title}
          </ProjectTitle>
          <p className={css({ color: 'fg.muted', fontWeight: '700', mt: '2' })}>
            {company ? t`Porté par ${founderName} · ${companyName}` : t`Porté par ${founderName}`}
          </p>
        </div>
        <FactList className={css({ mt: '5' })}>
          <Fact icon={<MapPin size={18} aria-hidden="true" />}>
            {i18n._(project.region ? REGION_LABELS[project.region] : BELGIUM_LABEL)}
          </Fact>
          <Fact icon={<Sprout size={18} aria-hidden="true" />}>{t`Maturité : ${maturity}`}</Fact>
          {sectors && <Fact icon={<Layers size={18} aria-hidden="true" />}>{sectors}</Fact>}
          {lang && (
            <Fact icon={<Languages size={18} aria-hidden="true" />}>
              {i18n._(WRITTEN_IN_LABELS[project.language])}
            </Fact>
          )}
          {publishedOn && (
            <Fact icon={<CalendarDays size={18} aria-hidden="true" />}>{t`Publié le ${publishedOn}`}</Fact>
          )}
        </FactList>
        <div
          className={css({
            display: { base: 'none', md: 'flex' },
            gap: '3',
            alignItems: 'center',
            mt: '6',
          })}
        >
          <ContactButton />
          <LocalizedLink route="cofounderProjects" className={button({ variant: 'outline', size: 'lg' })}>
            {t`Tous les projets`}
          </LocalizedLink>
        </div>
      </ProjectHero>

      <ProjectBody>
        <ProjectMainCard>
          {project.sections.map((section) => (
            <ProjectSection key={section.key} id={`project-${section.key}`} title={sectionTitle(section.key)}>
              {/* Sanitised on the server (sanitizeRichText). */}
              <div className={richText} lang={lang} dangerouslySetInnerHTML={{ __html: section.html }} />
            </ProjectSection>
          ))}
          <ProjectSection id="project-maturity" title={t`Maturité du projet`}>
            <div className={css({ mt: '4' })}>
              <MaturityStages maturity={project.maturity} />
            </div>
          </ProjectSection>
        </ProjectMainCard>
        <ProjectAside>
          <ProjectSideCard className={css({ display: 'grid', gap: '4' })}>
            <h2 className={css({ fontWeight: '800', fontSize: 'lg' })}>{t`Ce projet vous parle ?`}</h2>
            <p className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
              <User
                size={18}
                aria-hidden="true"
                className={css({ flexShrink: 0, mt: '0.5', color: 'fg.muted' })}
              />
              {t`Écrivez à notre équipe : nous vous mettons en relation avec ${founderName}.`}
            </p>
            <ContactButton className={css({ w: 'full' })} />
          </ProjectSideCard>
          {company && (
            <section
              aria-labelledby="cofounder-company"
              className={cx(cardSurface, css({ p: '5', display: 'grid', gap: '3' }))}
            >
              <h2
                id="cofounder-company"
                className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '700' })}
              >
                {t`L'organisation`}
              </h2>
              <SideCompany name={company.name} logoUrl={company.logoUrl} />
              {company.slogan && <p className={css({ color: 'fg.muted' })}>{company.slogan}</p>}
              <LocalizedLink
                route="company"
                params={{ slug: company.slug }}
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1',
                  color: 'fg.brand',
                  fontWeight: '700',
                })}
              >
                {t`Découvrir ${companyName}`}
                <ArrowRight size={16} aria-hidden="true" />
              </LocalizedLink>
            </section>
          )}
        </ProjectAside>
      </ProjectBody>

      {page.similar.length > 0 && (
        <section
          aria-labelledby="similar-projects"
          className={css({ bg: 'bg.subtle', py: { base: '10', md: '12' } })}
        >
          <Container>
            <ListHeader more={<SeeMoreLink route="cofounderProjects">{t`Voir plus de projets`}</SeeMoreLink>}>
              <h2 id="similar-projects" className={css({ fontSize: '2xl', fontWeight: '800' })}>
                {t`Projets similaires`}
              </h2>
            </ListHeader>
            <ul className={threeColumnGrid}>
              {page.similar.map((similar) => (
                <li key={similar.id}>
                  <CofounderCard project={similar} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}

      <MobileActionBar>
        <ContactButton className={css({ w: 'full' })} />
      </MobileActionBar>
    </article>
  )
}

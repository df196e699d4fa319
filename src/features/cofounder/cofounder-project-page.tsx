import { useLingui } from '@lingui/react/macro'
import { User } from 'lucide'
import { useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { COFOUNDER_SECTION_LABELS } from '~/i18n/labels'
import { LOCALE_TAGS } from '~/i18n/locales'
import { useLocale } from '~/i18n/use-locale'
import { cardSurface } from '~/ui/card'
import { LineIcon } from '~/ui/line-icon'
import {
  MobileActionBar,
  ProjectAside,
  ProjectBody,
  ProjectMainCard,
  ProjectSection,
  ProjectSideCard,
  SideCompany,
  TitledSection,
} from '~/ui/project-page'
import { projectRichText } from '~/ui/rich-text'
import { SeeMoreLink } from '~/ui/section-header'
import { StickyTopBar } from '~/ui/sticky-top-bar'
import type { CofounderProjectPage as CofounderProjectPageModel, CofounderSection } from './cofounder.model'
import { CofounderCardList } from './cofounder-card-list'
import { CofounderProjectHero } from './cofounder-project-hero'
import { JoinProjectButton } from './join-project-button'
import { MaturityStages } from './maturity-stages'

/**
 * `/cofondateur/{slug}` (docs/product.md#pages co-founder detail) on the project layout: banner, title, founder, info
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
  // The project is written in one language: screen readers must know when it is not the page's.
  const lang = project.language !== locale ? LOCALE_TAGS[project.language] : undefined
  const sectionTitle = (key: CofounderSection) =>
    key === 'aboutFounder' ? t`À propos de ${founderName}` : i18n._(COFOUNDER_SECTION_LABELS[key])
  return (
    <article>
      <StickyTopBar
        watch={heading}
        listRoute="cofounderProjects"
        title={<span lang={lang}>{project.title}</span>}
        subtitle={project.founderName}
        action={<JoinProjectButton size="md" />}
      />
      <CofounderProjectHero page={page} lang={lang} heading={heading} />

      <ProjectBody>
        <ProjectMainCard>
          {project.sections.map((section) => (
            <ProjectSection key={section.key} id={`project-${section.key}`} title={sectionTitle(section.key)}>
              {/* Sanitised on the server (sanitizeRichText). */}
              <div
                className={projectRichText}
                lang={lang}
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            </ProjectSection>
          ))}
          <ProjectSection id="project-maturity" title={t`Maturité du projet`}>
            <div className={css({ mt: '4' })}>
              <MaturityStages maturity={project.maturity} />
            </div>
          </ProjectSection>
        </ProjectMainCard>
        <ProjectAside>
          <ProjectSideCard className={grid({ gap: '4' })}>
            <h2 className={css({ textStyle: 'subheading' })}>{t`Ce projet vous parle ?`}</h2>
            <p className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
              <LineIcon
                icon={User}
                size={18}
                aria-hidden="true"
                className={css({ flexShrink: 0, mt: '0.5', color: 'fg.muted' })}
              />
              {t`Écrivez à notre équipe : nous vous mettons en relation avec ${founderName}.`}
            </p>
            <JoinProjectButton className={css({ w: 'full' })} />
          </ProjectSideCard>
          {company && (
            <TitledSection
              titleId="cofounder-company"
              title={t`L'organisation`}
              titleClassName={css({ textStyle: 'meta', fontWeight: '700' })}
              className={cx(cardSurface, grid({ gap: '3', p: '5' }))}
            >
              <SideCompany name={company.name} logoUrl={company.logoUrl} />
              {company.slogan && <p className={css({ color: 'fg.muted' })}>{company.slogan}</p>}
              <SeeMoreLink route="company" params={{ slug: company.slug }}>
                {t`Découvrir ${companyName}`}
              </SeeMoreLink>
            </TitledSection>
          )}
        </ProjectAside>
      </ProjectBody>

      {page.similar.length > 0 && (
        <CofounderCardList
          id="similar-projects"
          title={t`Projets similaires`}
          moreLabel={t`Voir plus de projets`}
          projects={page.similar}
          className={css({ bg: 'bg.subtle', py: { base: '10', md: '12' } })}
        />
      )}

      <MobileActionBar>
        <JoinProjectButton className={css({ w: 'full' })} />
      </MobileActionBar>
    </article>
  )
}

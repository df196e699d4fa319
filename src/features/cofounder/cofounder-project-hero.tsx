import { useLingui } from '@lingui/react/macro'
import { CalendarDays, Languages, Layers, MapPin, Sprout } from 'lucide'
import type { RefObject } from 'react'
import { css } from 'styled-system/css'
import { formatDay } from '~/i18n/format'
import { COFOUNDER_MATURITY_LABELS, regionLabel, SECTOR_LABELS, WRITTEN_IN_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { LineIcon } from '~/ui/line-icon'
import { CompanyLogo } from '~/ui/monogram'
import { BannerImage, Fact, FactList, ProjectHero, ProjectTitle } from '~/ui/project-page'
import type { CofounderProjectPage } from './cofounder.model'
import { JoinProjectButton } from './join-project-button'

/** The project's picture across the page, or a dark band with glows. */
function ProjectBanner({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <BannerImage
      src={imageUrl}
      width={1200}
      className={css({ w: 'full', h: 'auto', maxH: '420px', objectFit: 'cover', aspectRatio: '13 / 5' })}
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

/**
 * The top of a co-founder project page: banner, logo, what the project looks for, title, founder, info
 * line and (from medium screens) the actions. `heading` is what the sticky bar watches.
 */
export function CofounderProjectHero({
  page,
  lang,
  heading,
}: {
  page: CofounderProjectPage
  /** The project's language when it is not the page's. */
  lang: string | undefined
  heading: RefObject<HTMLDivElement | null>
}) {
  const { t, i18n } = useLingui()
  const { project, company } = page
  const { founderName } = project
  const companyName = company?.name ?? ''
  const maturity = i18n._(COFOUNDER_MATURITY_LABELS[project.maturity])
  const publishedOn = project.publishedAt ? formatDay(i18n, project.publishedAt) : null
  const sectors = project.sectors.map((sector) => i18n._(SECTOR_LABELS[sector])).join(', ')
  return (
    <ProjectHero
      className={css({ pb: { base: '6', md: '10' } })}
      banner={<ProjectBanner imageUrl={project.imageUrl} />}
    >
      <div
        className={css({ display: 'flex', gap: '4', alignItems: 'flex-end', mt: { base: '-8', md: '-10' } })}
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
          <CompanyLogo name={company?.name ?? founderName} logoUrl={company?.logoUrl ?? null} size={72} />
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
        <Fact icon={<LineIcon icon={MapPin} size={18} aria-hidden="true" />}>
          {i18n._(regionLabel(project.region))}
        </Fact>
        <Fact
          icon={<LineIcon icon={Sprout} size={18} aria-hidden="true" />}
        >{t`Maturité : ${maturity}`}</Fact>
        {sectors && <Fact icon={<LineIcon icon={Layers} size={18} aria-hidden="true" />}>{sectors}</Fact>}
        {lang && (
          <Fact icon={<LineIcon icon={Languages} size={18} aria-hidden="true" />}>
            {i18n._(WRITTEN_IN_LABELS[project.language])}
          </Fact>
        )}
        {publishedOn && (
          <Fact
            icon={<LineIcon icon={CalendarDays} size={18} aria-hidden="true" />}
          >{t`Publié le ${publishedOn}`}</Fact>
        )}
      </FactList>
      <div
        className={css({ display: { base: 'none', md: 'flex' }, gap: '3', alignItems: 'center', mt: '6' })}
      >
        <JoinProjectButton />
        <LocalizedLink route="cofounderProjects" className={button({ variant: 'outline', size: 'lg' })}>
          {t`Tous les projets`}
        </LocalizedLink>
      </div>
    </ProjectHero>
  )
}

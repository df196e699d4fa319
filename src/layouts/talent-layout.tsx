import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { SCROLL_OBSERVER_TOP_MARGIN } from '~/domain/constants'
import { LocalizedLink } from '~/i18n/localized-link'
import type { RouteName } from '~/i18n/paths'
import { cardSurface } from '~/ui/card'
import { Container } from '~/ui/container'
import { SiteFrame } from './default-layout'

export type TalentSection = { id: string; label: string }

const tabLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '12',
  px: '3',
  fontWeight: '700',
  color: 'fg.muted',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  _hover: { color: 'fg.brand' },
  '&.active': { color: 'fg.brand', borderColor: 'brand.solid' },
})

/** The section whose top last crossed the observer line: highlighted in the side links. */
function useCurrentSection(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0])
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting)
        if (visible[0]) setCurrent(visible[0].target.id)
      },
      { rootMargin: `${SCROLL_OBSERVER_TOP_MARGIN} 0px -60% 0px` },
    )
    for (const id of ids) {
      const element = document.getElementById(id)
      if (element) observer.observe(element)
    }
    return () => observer.disconnect()
  }, [ids])
  return current
}

/**
 * Talent area layout (docs/product.md#pages): sticky top navigation between the account pages, the page's title and,
 * when the page has sections, side links that scroll to them and highlight the one being read.
 */
export function TalentLayout({
  title,
  children,
  sections = [],
}: {
  title: string
  children: ReactNode
  sections?: TalentSection[]
}) {
  const { t } = useLingui()
  const current = useCurrentSection(sections.map((section) => section.id))
  const tabs: { route: RouteName; label: string }[] = [
    { route: 'talentAccount', label: t`Mon compte` },
    { route: 'talentApplications', label: t`Candidatures` },
    { route: 'talentAlerts', label: t`Alertes` },
    { route: 'talentMedia', label: t`Médias` },
    { route: 'talentParameters', label: t`Paramètres` },
  ]
  return (
    <SiteFrame background="bg.subtle">
      <nav
        aria-label={t`Espace talent`}
        className={css({
          position: 'sticky',
          top: '16',
          zIndex: 40,
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <Container className={css({ display: 'flex', gap: '2', overflowX: 'auto' })}>
          {tabs.map((tab) => (
            <LocalizedLink key={tab.route} route={tab.route} className={tabLink}>
              {tab.label}
            </LocalizedLink>
          ))}
        </Container>
      </nav>
      <Container
        className={grid({
          gap: '8',
          gridTemplateColumns: sections.length > 0 ? { base: '1fr', lg: '240px 1fr' } : '1fr',
          py: '8',
        })}
      >
        {sections.length > 0 && (
          <aside className={css({ display: { base: 'none', lg: 'block' } })}>
            <ul className={grid({ gap: '1', position: 'sticky', top: '36' })}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    aria-current={current === section.id ? 'location' : undefined}
                    className={css({
                      display: 'block',
                      px: '3',
                      py: '2',
                      borderRadius: 'control',
                      color: 'fg.muted',
                      fontWeight: '600',
                      textDecoration: 'none',
                      '&[aria-current=location]': { bg: 'brand.subtle', color: 'fg.brand' },
                    })}
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        )}
        <div>
          <h1 className={css({ textStyle: 'areaTitle', mb: '6' })}>{title}</h1>
          {children}
        </div>
      </Container>
    </SiteFrame>
  )
}

const panel = cx(cardSurface, grid({ gap: '4', p: { base: '5', md: '6' }, mb: '6' }))

/**
 * A titled white panel of the talent area, with an optional badge beside the title (e.g. "complete");
 * with an `id`, a side link can scroll to it.
 */
export function TalentPanel({
  id,
  title,
  badge,
  children,
}: {
  id?: string
  title: string
  badge?: ReactNode
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={panel}>
      <div className={hstack({ gap: '3', justify: 'space-between', flexWrap: 'wrap' })}>
        <h2 id={id ? `${id}-title` : undefined} className={css({ textStyle: 'heading' })}>
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  )
}

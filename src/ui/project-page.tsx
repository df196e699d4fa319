import type { HTMLAttributes, ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { cardSurface } from '~/ui/card'
import { Container } from '~/ui/container'
import { CompanyLogo } from '~/ui/monogram'
import { ResizedImage } from '~/ui/resized-image'

/**
 * The pieces of the docs/product.md#pages "project/company page" layout shared by the offer, company, co-founder project
 * and episode pages: hero band, title, info line, two-column body with its card surfaces, sections,
 * side card and the phone action bar (the lists of similar items under it: `CardListSection`).
 * Page-specific content goes in as children.
 */

/** Heading of a section of the page body. */
export const sectionHeading = css({ textStyle: 'heading' })

/**
 * The band at the top of the page: an optional banner picture across the width, then the identity
 * (logo, title, subtitle, info line, actions) in the page column, whose padding `className` sets.
 */
export function ProjectHero({
  tone = 'surface',
  banner,
  className,
  children,
}: {
  tone?: 'surface' | 'subtle'
  banner?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div
      className={css({
        bg: tone === 'subtle' ? 'bg.subtle' : 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      {banner}
      <Container className={className}>{children}</Container>
    </div>
  )
}

/** The band's 13:5 picture across the page, `width` pixels wide, loaded at once: it is the first thing seen. */
export function BannerImage({
  src,
  width,
  fetchPriority,
  className,
}: {
  src: string
  width: number
  fetchPriority?: 'high'
  className: string
}) {
  return (
    <ResizedImage
      src={src}
      alt=""
      width={width}
      height={Math.round((width * 5) / 13)}
      crop={{ width: 13, height: 5 }}
      sizes="100vw"
      loading="eager"
      fetchPriority={fetchPriority}
      className={className}
    />
  )
}

/** The page's h1 (the sticky top bar repeats it once it scrolls away). */
export function ProjectTitle({
  lang,
  className,
  children,
}: {
  lang?: string
  className?: string
  children: ReactNode
}) {
  return (
    <h1 lang={lang} className={cx(css({ textStyle: 'listTitle', lineHeight: '1.15' }), className)}>
      {children}
    </h1>
  )
}

/** The info line under the title: place, size, dates… each a `Fact`. */
export function FactList({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <ul
      className={cx(
        css({ display: 'flex', flexWrap: 'wrap', gap: { base: '2', md: '5' }, color: 'fg.muted' }),
        className,
      )}
    >
      {children}
    </ul>
  )
}

export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={hstack({ gap: '2' })}>
      {icon}
      {children}
    </li>
  )
}

/** The two-column body: main content, and a side column (wider on the company page) on large screens. */
export function ProjectBody({
  wide = false,
  className,
  children,
}: {
  wide?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <Container
      className={cx(
        grid({
          gap: wide ? '6' : '8',
          gridTemplateColumns: { base: '1fr', lg: wide ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr) 320px' },
          py: '8',
        }),
        className,
      )}
    >
      {children}
    </Container>
  )
}

/** The main column's card, holding `ProjectSection`s separated by thin lines. */
export function ProjectMainCard({ children }: { children: ReactNode }) {
  return (
    <div className={cx(cardSurface, css({ px: { base: '5', md: '8' }, py: '2', maxW: '75ch' }))}>
      {children}
    </div>
  )
}

/** A section labelled by its heading (`titleId`, `titleClassName`); the other attributes are the section's. */
export function TitledSection({
  titleId,
  title,
  titleClassName,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  titleId: string
  title: ReactNode
  titleClassName: string
}) {
  return (
    <section aria-labelledby={titleId} {...props}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}

const mainCardSection = css({
  py: '6',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  _first: { borderTopWidth: '0' },
})

/** A titled section of the main card. */
export function ProjectSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection titleId={id} title={title} titleClassName={sectionHeading} className={mainCardSection}>
      {children}
    </TitledSection>
  )
}

/** The side column. */
export function ProjectAside({ children }: { children: ReactNode }) {
  return <aside className={grid({ gap: '4', alignContent: 'start' })}>{children}</aside>
}

/** The side column's first card, which stays in view on large screens: the page's main action. */
export function ProjectSideCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cx(cardSurface, css({ p: '5', position: { lg: 'sticky' }, top: '24' }), className)}>
      {children}
    </div>
  )
}

/** The organisation's logo and name, in a side card. */
export function SideCompany({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <div className={hstack({ gap: '3' })}>
      <CompanyLogo name={name} logoUrl={logoUrl} size={48} />
      <p className={css({ fontWeight: '800' })}>{name}</p>
    </div>
  )
}

/** The page's main action, kept at the bottom of small screens while scrolling. */
export function MobileActionBar({ children }: { children: ReactNode }) {
  return (
    <div
      className={css({
        display: { base: 'block', md: 'none' },
        position: 'sticky',
        bottom: '0',
        zIndex: 40,
        bg: 'bg.surface',
        boxShadow: 'raised',
        p: '3',
      })}
    >
      {children}
    </div>
  )
}

import type { ReactNode } from 'react'
import { css, cva, cx } from 'styled-system/css'

/** The dark band with warm and teal glows that opens the marketing pages (home, co-founder landing). */
export function HeroBand({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cx(css({ bg: 'bg.inverse', color: 'fg.inverse' }), className)}
      style={{
        backgroundImage:
          'radial-gradient(circle at 85% 20%, rgba(255,200,61,0.22), transparent 40%), radial-gradient(circle at 10% 90%, rgba(31,138,122,0.55), transparent 45%)',
      }}
    >
      {children}
    </section>
  )
}

/** The small pill above a hero title. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return (
    <p
      className={css({
        display: 'inline-block',
        textStyle: 'badge',
        bg: 'teal.800',
        color: 'sun.300',
        px: '3',
        py: '1',
        borderRadius: 'full',
      })}
    >
      {children}
    </p>
  )
}

export const heroTitle = css({ textStyle: 'display', mt: '4' })

export const heroLead = css({ fontSize: { base: 'md', md: 'xl' }, color: 'fg.inverseMuted', mt: '4' })

/** The title of a section of a marketing page. */
export const sectionTitle = css({ textStyle: 'sectionTitle', letterSpacing: '-0.02em', lineHeight: '1.2' })

/** The padding of a marketing page's sections, and their background: the page's, or white. */
export const marketingSection = cva({
  base: { py: { base: '12', md: '16' } },
  variants: { tone: { canvas: {}, surface: { bg: 'bg.surface' } } },
  defaultVariants: { tone: 'canvas' },
})

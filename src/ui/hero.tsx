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
        bg: 'teal.800',
        color: 'sun.300',
        fontWeight: '800',
        fontSize: 'sm',
        px: '3',
        py: '1',
        borderRadius: 'full',
      })}
    >
      {children}
    </p>
  )
}

export const heroTitle = css({
  fontSize: { base: '3xl', md: '5xl' },
  fontWeight: '800',
  letterSpacing: '-0.03em',
  lineHeight: '1.1',
  mt: '4',
})

export const heroLead = css({ fontSize: { base: 'md', md: 'xl' }, color: 'fg.inverseMuted', mt: '4' })

/** The title of a section of a marketing page. */
export const sectionTitle = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '800',
  letterSpacing: '-0.02em',
  lineHeight: '1.2',
})

/** A round badge holding an icon (steps, banners, side cards). */
export const iconBubble = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    w: '12',
    h: '12',
    borderRadius: 'full',
  },
  variants: {
    tone: {
      brand: { bg: 'brand.subtle', color: 'fg.brand' },
      accent: { bg: 'accent.solid', color: 'fg.onAccent' },
      accentSubtle: { bg: 'accent.subtle', color: 'accent.text' },
      onBrand: { bg: 'rgba(255,255,255,0.16)' },
    },
  },
  defaultVariants: { tone: 'brand' },
})

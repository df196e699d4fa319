import type { ReactNode } from 'react'
import { css, cva } from 'styled-system/css'

const chip = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2.5',
    py: '1',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: '700',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { bg: 'brand.subtle', color: 'fg.brand' },
      neutral: { bg: 'bg.subtle', color: 'fg.default' },
      accent: { bg: 'accent.subtle', color: 'accent.text' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})

const chipClasses = {
  brand: chip({ tone: 'brand' }),
  neutral: chip({ tone: 'neutral' }),
  accent: chip({ tone: 'accent' }),
}

/** Metadata chip (contract, remote policy, region...). */
export function Chip({
  children,
  tone,
  icon,
}: {
  children: ReactNode
  tone?: 'brand' | 'neutral' | 'accent'
  icon?: ReactNode
}) {
  return (
    <span className={chipClasses[tone ?? 'neutral']}>
      {icon}
      {children}
    </span>
  )
}

export const chipList = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })

import { ArrowRight } from 'lucide'
import type { ComponentProps, ReactNode } from 'react'
import { css, cva } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { LineIcon } from '~/ui/line-icon'

const row = cva({
  base: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' },
  variants: {
    // Compact: a smaller title whose baseline the link follows (the company page's similar companies).
    compact: {
      false: { alignItems: 'flex-end', gap: '4', mb: '6' },
      true: { alignItems: 'baseline', gap: '3', mb: '4' },
    },
  },
  defaultVariants: { compact: false },
})

/**
 * The title row of a section holding a list of cards: its heading (and introduction) at one end, the
 * link to see more at the other (home page, co-founder pages, company page).
 */
export function SectionHeader({
  id,
  title,
  titleClassName,
  intro,
  more,
  compact,
}: {
  id?: string
  title: string
  titleClassName: string
  intro?: string
  more?: ReactNode
  compact?: boolean
}) {
  return (
    <div className={row({ compact })}>
      <div>
        <h2 id={id} className={titleClassName}>
          {title}
        </h2>
        {intro && <p className={css({ color: 'fg.muted', mt: '2', maxW: '60ch' })}>{intro}</p>}
      </div>
      {more}
    </div>
  )
}

/** "See more" link with an arrow, at the end of a `SectionHeader`. */
export function SeeMoreLink({
  children,
  ...props
}: ComponentProps<typeof LocalizedLink> & { children: ReactNode }) {
  return (
    <LocalizedLink
      {...props}
      className={css({ textStyle: 'link', display: 'inline-flex', alignItems: 'center', gap: '1' })}
    >
      {children}
      <LineIcon icon={ArrowRight} size={16} aria-hidden="true" />
    </LocalizedLink>
  )
}

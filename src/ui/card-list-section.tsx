import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { Band } from './container'
import { SectionHeader } from './section-header'

/** Cards in one column, two from medium screens, three from large ones. */
export const threeColumnGrid = grid({
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
})

/** Cards in one column, two from medium screens. */
export const twoColumnGrid = grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })

const similarTitle = css({ textStyle: 'headingLarge' })

/**
 * A list of cards under its title row: the latest items of the home and co-founder pages, the similar
 * items under a project page. A band (`className`: background, padding) that is a region labelled by the
 * title when it has an `id`; the title row (see `SectionHeader`), the cards (the `li`s), what follows.
 */
export function CardListSection({
  id,
  title,
  titleClassName = similarTitle,
  intro,
  more,
  compact,
  className,
  gridClassName = twoColumnGrid,
  after,
  children,
}: {
  id?: string
  title: string
  titleClassName?: string
  intro?: string
  more?: ReactNode
  compact?: boolean
  className?: string
  gridClassName?: string
  after?: ReactNode
  children: ReactNode
}) {
  return (
    <Band labelledBy={id} className={className}>
      <SectionHeader
        id={id}
        title={title}
        titleClassName={titleClassName}
        intro={intro}
        more={more}
        compact={compact}
      />
      <ul className={gridClassName}>{children}</ul>
      {after}
    </Band>
  )
}

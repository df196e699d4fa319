import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { container } from 'styled-system/patterns'

/** Centred page column with the gutters of the design brief. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx(container({ maxWidth: '1200px', px: { base: '4', md: '6' } }), className)}
      {...props}
    />
  )
}

/**
 * A band across the page (its background and padding in `className`) holding the page column: a region
 * labelled by its title when `labelledBy` names it.
 */
export function Band({
  labelledBy,
  className,
  children,
}: {
  labelledBy?: string
  className?: string
  children: ReactNode
}) {
  const Element = labelledBy ? 'section' : 'div'
  return (
    <Element aria-labelledby={labelledBy} className={className}>
      <Container>{children}</Container>
    </Element>
  )
}

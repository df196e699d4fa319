import type { HTMLAttributes } from 'react'
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

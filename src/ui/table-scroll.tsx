import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/**
 * A table wider than a phone scrolls inside its own frame instead of widening the page; the frame takes the
 * keyboard focus so that it can be scrolled without a mouse, and holds the visually hidden labels of its
 * cells (absolutely placed, they would otherwise widen the document from outside the frame).
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame must be reachable by keyboard (WCAG 2.1.1)
    <div tabIndex={0} className={css({ position: 'relative', overflowX: 'auto', maxW: 'full' })}>
      {children}
    </div>
  )
}

import { type ComponentProps, Suspense, useState } from 'react'
import { lazyWithPreload } from './lazy'
import type PopoverPanel from './popover-panel'

const LazyPopoverPanel = lazyWithPreload(() => import('./popover-panel'))

/** Starts loading the popover code (call on hover or focus of the button that opens one). */
export const preloadPopover = LazyPopoverPanel.preload

/**
 * A non-modal popover anchored to a plain button the caller renders (with `aria-expanded`). Ariakit is
 * fetched when it first opens, so pages with popovers do not ship it up front.
 */
export function Popover(props: ComponentProps<typeof PopoverPanel>) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <LazyPopoverPanel {...props} />
    </Suspense>
  )
}

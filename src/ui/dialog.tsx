import { type ComponentProps, Suspense, useState } from 'react'
import type DialogPanel from './dialog-panel'
import { lazyWithPreload } from './lazy'

const LazyDialogPanel = lazyWithPreload(() => import('./dialog-panel'))

/** Starts loading the dialog code (call on hover or focus of the control that opens one). */
export const preloadDialog = LazyDialogPanel.preload

/**
 * Modal dialog on Ariakit: focus trapped and returned, Escape closes, page scroll locked, full screen on
 * phones. `variant="sheet"` slides in from the right (mobile menu). Ariakit is fetched when a dialog first
 * opens, not with the page.
 */
export function Dialog(props: ComponentProps<typeof DialogPanel>) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <LazyDialogPanel {...props} />
    </Suspense>
  )
}

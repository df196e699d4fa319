import * as Ariakit from '@ariakit/react'
import { type ReactNode, type RefObject, useLayoutEffect } from 'react'

/** The Ariakit part of `Popover` (focus handling, Escape, outside click), loaded on first use. */
export default function PopoverPanel({
  anchor,
  open,
  onOpenChange,
  label,
  className,
  children,
}: {
  anchor: RefObject<HTMLElement | null>
  open: boolean
  onOpenChange: (open: boolean) => void
  label: string
  className?: string
  children: ReactNode
}) {
  const store = Ariakit.usePopoverStore({ placement: 'bottom-start', setOpen: onOpenChange })
  useLayoutEffect(() => {
    store.setAnchorElement(anchor.current)
    store.setDisclosureElement(anchor.current)
  }, [store, anchor])
  useLayoutEffect(() => store.setOpen(open), [store, open])
  return (
    <Ariakit.Popover store={store} gutter={8} className={className} aria-label={label} unmountOnHide>
      {children}
    </Ariakit.Popover>
  )
}

import * as Ariakit from '@ariakit/react'
import { type RefObject, useLayoutEffect } from 'react'
import { cx } from 'styled-system/css'
import { type MenuEntry, menuItem, menuPopover } from './menu'

export type MenuFocus = 'container' | 'first' | 'last'

/** The Ariakit part of `DropdownMenu` (arrow keys, typeahead, Escape, focus return), loaded on first use. */
export default function MenuPopup({
  id,
  anchor,
  open,
  initialFocus,
  onOpenChange,
  items,
}: {
  id: string
  anchor: RefObject<HTMLButtonElement | null>
  open: boolean
  initialFocus: MenuFocus
  onOpenChange: (open: boolean) => void
  items: MenuEntry[]
}) {
  const store = Ariakit.useMenuStore({ placement: 'bottom-start', setOpen: onOpenChange })
  useLayoutEffect(() => {
    store.setAnchorElement(anchor.current)
    store.setDisclosureElement(anchor.current)
  }, [store, anchor])
  useLayoutEffect(() => {
    store.setInitialFocus(initialFocus)
    store.setOpen(open)
  }, [store, open, initialFocus])
  return (
    <Ariakit.Menu store={store} id={id} gutter={8} className={menuPopover} unmountOnHide>
      {items.map((entry) => (
        <Ariakit.MenuItem
          key={entry.key}
          render={entry.link}
          onClick={entry.onSelect}
          aria-current={entry.current ? 'true' : undefined}
          className={cx(menuItem, entry.className)}
        >
          {entry.content}
        </Ariakit.MenuItem>
      ))}
    </Ariakit.Menu>
  )
}

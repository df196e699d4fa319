import { ChevronDown } from 'lucide'
import { type ReactElement, type ReactNode, Suspense, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { LineIcon } from '~/ui/line-icon'
import { lazyWithPreload } from './lazy'
import type { MenuFocus } from './menu-popup'

export const menuPopover = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  boxShadow: 'raised',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  p: '2',
  minW: '56',
  zIndex: 60,
  outline: 'none',
  animation: 'dropIn 180ms ease-out',
})

export const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2.5',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  fontWeight: '600',
  outline: 'none',
  '&[data-active-item]': { bg: 'brand.subtle', color: 'fg.brand' },
  _hover: { bg: 'brand.subtle', color: 'fg.brand' },
})

/** One menu item: always a real link (so it can be opened in a new tab). */
export type MenuEntry = {
  key: string
  link: ReactElement
  content: ReactNode
  onSelect?: () => void
  current?: boolean
  className?: string
}

const LazyMenuPopup = lazyWithPreload(() => import('./menu-popup'))

/**
 * A dropdown menu. The button is plain HTML so every page can render it without shipping Ariakit; the
 * menu itself (Ariakit: arrow keys, Escape, focus return) is fetched on hover, focus or first click.
 * Only one is open at a time because each closes when focus or a click leaves it.
 */
export function DropdownMenu({
  label,
  items,
  buttonClassName,
  buttonLabel,
}: {
  label: ReactNode
  items: MenuEntry[]
  buttonClassName?: string
  /** Accessible name when the visible label is not text enough (e.g. a flag). */
  buttonLabel?: string
}) {
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const [used, setUsed] = useState(false)
  const [open, setOpen] = useState(false)
  const [initialFocus, setInitialFocus] = useState<MenuFocus>('container')
  const show = (focus: MenuFocus) => {
    setInitialFocus(focus)
    setUsed(true)
    setOpen(true)
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={LazyMenuPopup.preload}
        onFocus={LazyMenuPopup.preload}
        onClick={(event) => {
          if (open) setOpen(false)
          // A keyboard "click" (Enter or Space) has no pointer detail: focus the first item, as Ariakit does.
          else show(event.detail === 0 ? 'first' : 'container')
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          show(event.key === 'ArrowDown' ? 'first' : 'last')
        }}
      >
        {label}
        <LineIcon
          icon={ChevronDown}
          size={16}
          aria-hidden="true"
          className={css({
            transition: 'transform 150ms',
            '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
          })}
        />
      </button>
      {used && (
        <Suspense fallback={null}>
          <LazyMenuPopup
            id={menuId}
            anchor={button}
            open={open}
            initialFocus={initialFocus}
            onOpenChange={setOpen}
            items={items}
          />
        </Suspense>
      )}
    </>
  )
}

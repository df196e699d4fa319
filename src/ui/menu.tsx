import * as Ariakit from '@ariakit/react'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

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

/**
 * A dropdown menu (Ariakit: arrow keys, Escape, focus return). Only one is open at a time because each
 * closes when focus or a click leaves it.
 */
export function DropdownMenu({
  label,
  children,
  buttonClassName,
  buttonLabel,
}: {
  label: ReactNode
  children: ReactNode
  buttonClassName?: string
  /** Accessible name when the visible label is not text enough (e.g. a flag). */
  buttonLabel?: string
}) {
  return (
    <Ariakit.MenuProvider placement="bottom-start">
      <Ariakit.MenuButton className={buttonClassName} aria-label={buttonLabel}>
        {label}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={css({
            transition: 'transform 150ms',
            '[aria-expanded=true] > &': { transform: 'rotate(180deg)' },
          })}
        />
      </Ariakit.MenuButton>
      <Ariakit.Menu gutter={8} className={menuPopover} unmountOnHide>
        {children}
      </Ariakit.Menu>
    </Ariakit.MenuProvider>
  )
}

/** A menu item that is a real link (so it can be opened in a new tab). */
export function MenuLinkItem({ className, ...props }: Ariakit.MenuItemProps) {
  return <Ariakit.MenuItem className={cx(menuItem, className)} {...props} />
}

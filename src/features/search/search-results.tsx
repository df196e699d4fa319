import * as Ariakit from '@ariakit/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'

/** A result row: highlighted while the arrow keys are on it. */
export const resultItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  cursor: 'pointer',
  '&[data-active-item]': { bg: 'brand.subtle', color: 'fg.brand' },
})

/** A block of results (offers, organisations, articles): its title and total, its rows or why there are none. */
export function ResultBlock({
  title,
  total,
  empty,
  seeMore,
  children,
}: {
  title: string
  total: number | undefined
  empty: string
  seeMore?: ReactNode
  children: ReactNode
}) {
  return (
    <Ariakit.ComboboxGroup className={grid({ gap: '1' })}>
      <Ariakit.ComboboxGroupLabel className={hstack({ gap: '2', fontWeight: '800', mt: '3' })}>
        {title}
        {total !== undefined && (
          <span
            className={css({
              bg: 'brand.subtle',
              color: 'fg.brand',
              borderRadius: 'full',
              px: '2',
              fontSize: 'xs',
            })}
          >
            {total}
          </span>
        )}
      </Ariakit.ComboboxGroupLabel>
      {total === 0 ? <p className={css({ textStyle: 'meta', px: '3' })}>{empty}</p> : children}
      {total !== undefined && total > 0 && seeMore}
    </Ariakit.ComboboxGroup>
  )
}

/**
 * One result: a real link (`href`) that the arrow keys reach, opened within the app by `onOpen` (which
 * closes the dialog) rather than by a full page load.
 */
export function ResultItem({
  href,
  onOpen,
  media,
  title,
  detail,
}: {
  href: string
  onOpen: () => void
  media: ReactNode
  title: string
  detail?: ReactNode
}) {
  return (
    <Ariakit.ComboboxItem
      className={resultItem}
      render={<a href={href} />}
      onClick={(event) => {
        event.preventDefault()
        onOpen()
      }}
    >
      {media}
      <span>
        <span className={css({ display: 'block', fontWeight: '700' })}>{title}</span>
        {detail && <span className={css({ textStyle: 'meta' })}>{detail}</span>}
      </span>
    </Ariakit.ComboboxItem>
  )
}

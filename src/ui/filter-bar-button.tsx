import { css } from 'styled-system/css'
import { center } from 'styled-system/patterns'

/** The look of the filter bar's buttons: a pill, highlighted while open or while its filter is set. */
export const barButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  px: '3.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontWeight: '700',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { borderColor: 'teal.500' },
  '&[aria-expanded=true], &[data-active=true]': {
    borderColor: 'teal.700',
    bg: 'brand.subtle',
    color: 'fg.brand',
  },
})

/** How many values of a filter are chosen, in a small round badge (nothing when none). */
export function CountBadge({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <span
      className={center({
        inline: true,
        minW: '5',
        h: '5',
        px: '1.5',
        borderRadius: 'full',
        bg: 'brand.solid',
        color: 'fg.onBrand',
        fontSize: 'xs',
      })}
    >
      {count}
    </span>
  )
}

import { css } from 'styled-system/css'

/** The white card look: surface, rounded corners, thin border (padding is the caller's). */
export const cardSurface = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.subtle',
})

/**
 * A card that is a link as a whole (offer, company, project, article, episode): raised on hover, outlined
 * while its link has the focus. Its title link is a `stretchedLink`.
 */
export const clickableCard = css({
  position: 'relative',
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  boxShadow: 'card',
  p: '5',
  transition: 'border-color 150ms ease-out, box-shadow 150ms ease-out, transform 150ms ease-out',
  h: 'full',
  _hover: { borderColor: 'teal.300', boxShadow: 'raised' },
  '&:focus-within': { borderColor: 'teal.500' },
})

/** Stretches the title link over the whole card: one real link, the whole card clickable. */
export const stretchedLink = css({
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { color: 'fg.brand' },
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'card' },
  _focusVisible: {
    outline: 'none',
    _after: { outline: '3px solid token(colors.focus)', outlineOffset: '2px' },
  },
})

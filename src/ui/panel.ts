import { css } from 'styled-system/css'

/** A white card holding one part of a work page (the recruiter and committee spaces). */
export const panel = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '4', md: '6' },
  mt: '6',
  overflowX: 'auto',
})

import { css } from 'styled-system/css'

/** A link in a row of filters drawn as pills, the current one (`aria-current="page"`) filled. */
export const pillLink = css({
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontWeight: '600',
  '&[aria-current=page]': { bg: 'brand.solid', color: 'fg.onBrand', borderColor: 'brand.solid' },
})

import { css } from 'styled-system/css'

/** Formatting of sanitised rich text from the database (offers, company profiles). */
export const richText = css({
  '& p': { mt: '3' },
  '& ul, & ol': { mt: '3', pl: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mt: '1' },
  '& a': { color: 'fg.brand', textDecoration: 'underline' },
  '& h3, & h4': { fontWeight: '800', mt: '4' },
})

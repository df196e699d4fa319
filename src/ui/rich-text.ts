import { css } from 'styled-system/css'

/** Lists and links of sanitised rich text from the database; each kind of text spaces its paragraphs. */
export const richTextBase = css.raw({
  '& ul, & ol': { mt: '3', pl: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'fg.brand', textDecoration: 'underline' },
})

/** Formatting of sanitised rich text from the database (offers, company profiles). */
export const richText = css(richTextBase, {
  '& p': { mt: '3' },
  '& li': { mt: '1' },
  '& h3, & h4': { fontWeight: '800', mt: '4' },
})

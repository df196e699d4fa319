import { css } from 'styled-system/css'

/**
 * Lists and links of sanitised rich text from the database; each kind of text below spaces its paragraphs.
 * Kept in this one module so that each `css()` here is computed at build time (decision 0016).
 */
const richTextBase = css.raw({
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

/** Long text (podcast episode notes): airier lines than the offers' and profiles'. */
export const longRichText = css(richTextBase, { lineHeight: '1.75', '& p': { mt: '3' } })

/** A co-founder project's sections, right under their titles. */
export const projectRichText = css(richTextBase, { mt: '2', '& p + p': { mt: '3' } })

/** The rich text editor's editable area: as tall as four lines, growing with the text; formatted as shown. */
export const editableRichText = css(richTextBase, {
  minH: '32',
  px: '3',
  py: '2.5',
  '& p + p': { mt: '2' },
  '& ul': { mt: '2' },
  '& li p': { mt: '0' },
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: 'none' },
})

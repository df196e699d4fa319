import { css } from 'styled-system/css'
import { richTextBase } from './rich-text'

/** The editor's frame (toolbar and text): the look of the other text controls. */
export const editorFrame = css({
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  overflow: 'hidden',
  '&:has([aria-invalid=true])': { borderColor: 'danger' },
  // The ring of the other controls, drawn around the whole frame while the text itself has focus.
  '&:has([contenteditable]:focus)': { outline: '3px solid token(colors.focus)', outlineOffset: '2px' },
})

/** The editable area: as tall as four lines, growing with the text; formatted like rich text is shown. */
export const editorSurface = css(richTextBase, {
  minH: '32',
  px: '3',
  py: '2.5',
  '& p + p': { mt: '2' },
  '& ul': { mt: '2' },
  '& li p': { mt: '0' },
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: 'none' },
})

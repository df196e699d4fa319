import { css } from 'styled-system/css'

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

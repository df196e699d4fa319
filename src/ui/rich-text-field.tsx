import { useLingui } from '@lingui/react/macro'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { FieldNote, type FieldProps } from './form-field'
import { lazyWithPreload } from './lazy'
import { editableRichText } from './rich-text'
import { editorFrame } from './rich-text-editor.styles'

/** The editor (TipTap, ProseMirror): fetched by the pages that show a rich-text field, after they load. */
const LazyRichTextEditor = lazyWithPreload(() => import('./rich-text-editor'))

/** `value` is HTML limited to paragraphs, bold, italic, bullet lists, line breaks and http(s) links; '' when empty. */
export type RichTextFieldProps = Omit<FieldProps<string>, 'name'> & { help?: ReactNode }

/**
 * A labelled rich-text input (experience summaries): bold, italic, bullet lists and links (docs/product.md#input-rules: http(s)
 * only, an empty address removes the link, cancel changes nothing). The editor renders in the browser only,
 * so neither the server nor pages without such a field load it; until it is there, an empty frame of the
 * same size holds its place. The server sanitizes the HTML again on save.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { id, label, error, help, isRequired = false } = props
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const labelId = `${id}-label`
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined
  return (
    <div>
      {/* Not a <label>: the editor is not a form control; it names the editor through aria-labelledby. */}
      <div id={labelId} className={css({ fontWeight: '700', mb: '1.5' })}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={css({ color: 'danger', ml: '0.5' })}>
            *
          </span>
        )}
      </div>
      {mounted ? (
        <Suspense fallback={<EditorPlaceholder />}>
          <LazyRichTextEditor {...props} labelId={labelId} describedBy={describedBy} />
        </Suspense>
      ) : (
        <EditorPlaceholder />
      )}
      <FieldNote id={id} error={error} help={help} />
    </div>
  )
}

/** The editor's frame while its code loads: same size, so nothing moves when it arrives. */
function EditorPlaceholder() {
  const { t } = useLingui()
  return (
    <div className={editorFrame} aria-busy="true">
      <div className={css({ h: '11', borderBottomWidth: '1px', borderColor: 'border.subtle' })} />
      <div className={cx(editableRichText, css({ color: 'fg.muted' }))}>
        <span className={css({ srOnly: true })}>{t`Chargement de l'éditeur…`}</span>
      </div>
    </div>
  )
}

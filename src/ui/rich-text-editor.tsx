import * as Ariakit from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { Extension } from '@tiptap/core'
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Bold, Italic, Link2, List } from 'lucide'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { isEditorLinkUrl } from '~/domain/validation'
import { preloadDialog } from './dialog'
import { LinkDialog } from './link-dialog'
import './prosemirror.css'
import { LineIcon } from '~/ui/line-icon'
import { editableRichText } from './rich-text'
import { editorFrame } from './rich-text-editor.styles'
import type { RichTextFieldProps } from './rich-text-field'

/**
 * Only what the toolbar offers exists in the document (paragraphs, line breaks, bold, italic, bullet lists,
 * http(s) links), so the HTML is a subset of what `sanitizeRichText` keeps, pasted text included.
 */
function extensions(openLinkDialog: () => void) {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      heading: false,
      horizontalRule: false,
      orderedList: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: true,
        protocols: [],
        isAllowedUri: (url) => isEditorLinkUrl(url),
        HTMLAttributes: { rel: 'nofollow noopener noreferrer', target: '_blank' },
      },
    }),
    // Ctrl/Cmd+K, the usual shortcut for a link, opens the dialog instead of the browser's search bar.
    Extension.create({
      name: 'linkDialogShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          openLinkDialog()
          return true
        },
      }),
    }),
  ]
}

/** The ProseMirror element's attributes: it is the textbox, named by the field's label. */
function textboxAttributes(props: EditorProps): Record<string, string> {
  return {
    id: props.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': props.labelId,
    ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
    ...(props.error ? { 'aria-invalid': 'true' } : {}),
    ...(props.isRequired ? { 'aria-required': 'true' } : {}),
    class: editableRichText,
  }
}

type EditorProps = RichTextFieldProps & { labelId: string; describedBy?: string }

/** The rich-text editor of `RichTextField` (TipTap), loaded on its own chunk. */
export default function RichTextEditor(props: EditorProps) {
  const { value } = props
  const latest = useRef(props)
  latest.current = props
  // The HTML this editor last reported: a value that differs came from outside (a form reset).
  const reported = useRef(value)
  const [linkDialogOpen, setLinkDialogOpen] = useState(false)
  // The dialog's code is fetched now, so that Ctrl+K opens it at once (keys typed meanwhile would edit the text).
  useEffect(() => void preloadDialog(), [])
  const editor = useEditor({
    shouldRerenderOnTransaction: false,
    // Its base styles come from prosemirror.css: the Content-Security-Policy refuses injected style elements.
    injectCSS: false,
    extensions: extensions(() => setLinkDialogOpen(true)),
    content: value,
    editorProps: { attributes: textboxAttributes(props) },
    onUpdate: ({ editor }) => {
      const html = editor.isEmpty ? '' : editor.getHTML()
      reported.current = html
      latest.current.onChange(html)
    },
    onBlur: () => latest.current.onBlur?.(),
  })

  useEffect(() => {
    if (!editor || value === reported.current) return
    reported.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  const attributes = JSON.stringify(textboxAttributes(props))
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributes) } })
  }, [editor, attributes])

  return (
    <div className={editorFrame}>
      {editor && <Toolbar editor={editor} controls={props.id} onLink={() => setLinkDialogOpen(true)} />}
      <EditorContent editor={editor} />
      {editor && (
        <LinkDialog
          open={linkDialogOpen}
          initialUrl={linkDialogOpen ? (editor.getAttributes('link').href ?? '') : ''}
          onCancel={() => {
            setLinkDialogOpen(false)
            editor.commands.focus()
          }}
          onSave={(url) => {
            setLinkDialogOpen(false)
            applyLink(editor, url)
          }}
        />
      )}
    </div>
  )
}

/** Sets, replaces or (empty address) removes the link at the selection; with nothing selected, types it. */
function applyLink(editor: Editor, url: string) {
  const chain = editor.chain().focus()
  if (url === '') {
    chain.extendMarkRange('link').unsetLink().run()
    return
  }
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain
      .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
      .unsetMark('link')
      .run()
    return
  }
  chain.extendMarkRange('link').setLink({ href: url }).run()
}

const toolButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'control',
  cursor: 'pointer',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  '&[aria-pressed=true]': { bg: 'brand.muted', color: 'fg.brand' },
})

/** Bold, italic, bullet list, link: one Tab stop, arrow keys between the buttons (an ARIA toolbar). */
function Toolbar({ editor, controls, onLink }: { editor: Editor; controls: string; onLink: () => void }) {
  const { t } = useLingui()
  const active = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      bulletList: editor.isActive('bulletList'),
    }),
  })
  // `pressed` for the formats, which toggle; the link button opens a dialog instead.
  const tool = (
    label: string,
    shortcut: string,
    pressed: boolean | null,
    icon: ReactNode,
    run: () => void,
  ) => (
    <Ariakit.ToolbarItem
      render={<button type="button" />}
      className={toolButton}
      aria-label={label}
      aria-pressed={pressed ?? undefined}
      aria-haspopup={pressed === null ? 'dialog' : undefined}
      aria-keyshortcuts={shortcut}
      title={label}
      onClick={run}
    >
      {icon}
    </Ariakit.ToolbarItem>
  )
  return (
    <Ariakit.Toolbar
      aria-label={t`Mise en forme`}
      aria-controls={controls}
      className={hstack({
        gap: '1',
        px: '1.5',
        py: '1',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      {tool(t`Gras`, 'Control+B', active.bold, <LineIcon icon={Bold} size={18} aria-hidden="true" />, () =>
        editor.chain().focus().toggleBold().run(),
      )}
      {tool(
        t`Italique`,
        'Control+I',
        active.italic,
        <LineIcon icon={Italic} size={18} aria-hidden="true" />,
        () => editor.chain().focus().toggleItalic().run(),
      )}
      {tool(
        t`Liste à puces`,
        'Control+Shift+8',
        active.bulletList,
        <LineIcon icon={List} size={18} aria-hidden="true" />,
        () => editor.chain().focus().toggleBulletList().run(),
      )}
      {tool(t`Lien`, 'Control+K', null, <LineIcon icon={Link2} size={18} aria-hidden="true" />, onLink)}
    </Ariakit.Toolbar>
  )
}

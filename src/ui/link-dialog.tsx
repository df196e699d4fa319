import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { isEditorLinkUrl } from '~/domain/validation'
import { ruleMessage } from '~/i18n/form-errors'
import { button } from './button'
import { Dialog } from './dialog'
import { FieldLabel, FieldNote, textControl } from './form-field'

/**
 * The link dialog of the rich-text editor (docs/product.md#input-rules, #errors): an address starting with http:// or https:// sets
 * the link, an empty one removes it, anything else is refused with a message inside the dialog; Cancel,
 * Escape and the close button change nothing.
 */
export function LinkDialog({
  open,
  initialUrl,
  onSave,
  onCancel,
}: {
  open: boolean
  initialUrl: string
  /** The address to link to, or '' to remove the link. */
  onSave: (url: string) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onClose={onCancel} title={t`Insérer un lien`}>
      <LinkForm initialUrl={initialUrl} onSave={onSave} onCancel={onCancel} />
    </Dialog>
  )
}

function LinkForm({ initialUrl, onSave, onCancel }: Omit<Parameters<typeof LinkDialog>[0], 'open'>) {
  const { t, i18n } = useLingui()
  const [url, setUrl] = useState(initialUrl)
  const [refused, setRefused] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The dialog is portaled out of the page's form in the DOM, not in React: keep the submit to itself.
    event.stopPropagation()
    const address = url.trim()
    if (address !== '' && !isEditorLinkUrl(address)) {
      setRefused(true)
      input.current?.focus()
      return
    }
    onSave(address)
  }
  const error = refused ? i18n._(ruleMessage('linkUrl')) : undefined
  return (
    <form noValidate onSubmit={submit} className={css({ display: 'grid', gap: '5' })}>
      <div>
        <FieldLabel htmlFor={id} isRequired={false}>
          {t`Adresse du lien`}
        </FieldLabel>
        <input
          ref={input}
          id={id}
          type="url"
          inputMode="url"
          // Ariakit focuses this first when the dialog opens: the address, not the close button.
          data-autofocus="true"
          value={url}
          placeholder="https://"
          onChange={(event) => {
            setUrl(event.target.value)
            setRefused(false)
          }}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-error` : `${id}-help`}
          className={textControl}
        />
        <FieldNote
          id={id}
          error={error}
          help={t`L'adresse commence par http:// ou https://. Laissez-la vide pour retirer le lien.`}
        />
      </div>
      <div className={hstack({ gap: '3', justifyContent: 'flex-end' })}>
        <button type="button" onClick={onCancel} className={button({ variant: 'outline' })}>
          {t`Annuler`}
        </button>
        <button type="submit" className={button({ variant: 'brand' })}>
          {t`Appliquer`}
        </button>
      </div>
    </form>
  )
}

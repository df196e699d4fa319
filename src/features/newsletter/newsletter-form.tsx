import { useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { ofetch } from 'ofetch'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { NEWSLETTER_TOAST_MS } from '~/domain/constants'
import { newsletterSchema } from '~/domain/validation'
import { ruleMessage } from '~/i18n/form-errors'
import { useLocale } from '~/i18n/use-locale'
import { Toast } from '~/ui/toast'
import { NewsletterFormView } from './newsletter-form-view'

/** What the visitor did in the placeholder form before this one loaded. */
export type NewsletterDraft = { mail: string; focused: boolean; submitted: boolean }

/**
 * Footer newsletter sign-up: `POST /api/newsletter`; success clears the field and shows a 3 s toast.
 * Loaded lazily by `NewsletterSignup`; it takes over the placeholder's draft (typed address, focus, a
 * submit already asked for).
 */
export default function NewsletterForm({ readDraft }: { readDraft: () => NewsletterDraft }) {
  const [draft] = useState(readDraft)
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const input = useRef<HTMLInputElement>(null)
  const [toast, setToast] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), NEWSLETTER_TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])

  const form = useForm({
    defaultValues: { mail: '' },
    validators: { onSubmit: newsletterSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await ofetch('/api/newsletter', {
          method: 'POST',
          body: { mail: value.mail.trim() },
          headers: { 'accept-language': locale },
          retry: 3,
        })
        formApi.reset()
        setToast({
          kind: 'success',
          text: t`Presque fini : confirmez votre inscription à la newsletter avec le lien que nous venons de vous envoyer par e-mail.`,
        })
      } catch {
        setToast({ kind: 'error', text: t`L'inscription n'a pas abouti. Réessayez plus tard.` })
      }
    },
  })

  // Before paint, so the typed address never flickers away (this component only mounts in the browser).
  useLayoutEffect(() => {
    if (draft.mail) form.setFieldValue('mail', draft.mail)
    if (draft.focused) input.current?.focus()
    if (draft.submitted) void form.handleSubmit()
  }, [draft, form])

  return (
    <form.Field name="mail">
      {(field) => {
        const error = field.state.meta.errors[0] as { message?: string } | undefined
        return (
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <NewsletterFormView
                input={{
                  ref: input,
                  value: field.state.value,
                  onChange: field.handleChange,
                  onBlur: field.handleBlur,
                }}
                error={error ? i18n._(ruleMessage(error.message)) : undefined}
                submitting={submitting}
                onSubmit={(event) => {
                  event.preventDefault()
                  void form.handleSubmit()
                }}
              >
                {toast && <Toast kind={toast.kind}>{toast.text}</Toast>}
              </NewsletterFormView>
            )}
          </form.Subscribe>
        )
      }}
    </form.Field>
  )
}

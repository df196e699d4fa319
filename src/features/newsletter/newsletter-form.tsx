import { useLingui } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { ofetch } from 'ofetch'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { NEWSLETTER_SUBSCRIBERS, NEWSLETTER_TOAST_MS } from '~/domain/constants'
import { newsletterSchema } from '~/domain/validation'
import { ruleMessage } from '~/i18n/form-errors'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { Toast } from '~/ui/toast'

/** Footer newsletter sign-up: `POST /api/newsletter`; success clears the field and shows a 3 s toast. */
export function NewsletterForm() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
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
        setToast({ kind: 'success', text: t`Merci ! Vous êtes inscrit·e à notre newsletter.` })
      } catch {
        setToast({ kind: 'error', text: t`L'inscription n'a pas abouti. Réessayez plus tard.` })
      }
    },
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="mail">
        {(field) => {
          const error = field.state.meta.errors[0] as { message?: string } | undefined
          return (
            <div>
              <label htmlFor={field.name} className={css({ display: 'block', fontWeight: '700', mb: '2' })}>
                {t`Votre adresse e-mail`}
              </label>
              <div className={css({ display: 'flex', gap: '2', flexWrap: { base: 'wrap', sm: 'nowrap' } })}>
                <input
                  id={field.name}
                  name={field.name}
                  type="email"
                  autoComplete="email"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'newsletter-error' : 'newsletter-help'}
                  placeholder={t`prenom@exemple.be`}
                  className={css({
                    flex: '1',
                    minW: '0',
                    w: { base: 'full', sm: 'auto' },
                    h: '11',
                    px: '3',
                    borderRadius: 'control',
                    borderWidth: '1px',
                    borderColor: error ? 'coral.500' : 'teal.300',
                    bg: 'white',
                    color: 'fg.default',
                  })}
                />
                <form.Subscribe selector={(state) => state.isSubmitting}>
                  {(submitting) => (
                    <button
                      type="submit"
                      disabled={submitting}
                      className={button({ variant: 'accent', size: 'md' })}
                    >
                      {t`S'inscrire`}
                    </button>
                  )}
                </form.Subscribe>
              </div>
              {error ? (
                <p
                  id="newsletter-error"
                  className={css({ color: 'sun.300', fontSize: 'sm', mt: '2', fontWeight: '600' })}
                >
                  {i18n._(ruleMessage(error.message))}
                </p>
              ) : (
                <p
                  id="newsletter-help"
                  className={css({ color: 'fg.inverseMuted', fontSize: 'sm', mt: '2' })}
                >
                  {t`Deux fois par mois, avec plus de ${i18n.number(NEWSLETTER_SUBSCRIBERS)} abonné·es.`}
                </p>
              )}
            </div>
          )
        }}
      </form.Field>
      {toast && <Toast kind={toast.kind}>{toast.text}</Toast>}
    </form>
  )
}

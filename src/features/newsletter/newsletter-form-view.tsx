import { useLingui } from '@lingui/react/macro'
import type { FormEventHandler, ReactNode, Ref } from 'react'
import { css } from 'styled-system/css'
import { NEWSLETTER_SUBSCRIBERS } from '~/domain/constants'
import { button } from '~/ui/button'

/**
 * The newsletter form's markup, shared by the server-rendered placeholder (plain HTML, usable at once) and
 * the TanStack Form version that replaces it once its code has loaded.
 */
export function NewsletterFormView({
  input,
  error,
  submitting = false,
  onSubmit,
  formRef,
  children,
}: {
  /** Value and handlers of the e-mail input (controlled or not). */
  input: {
    value?: string
    defaultValue?: string
    onChange?: (value: string) => void
    onBlur?: () => void
    onFocus?: () => void
    ref?: Ref<HTMLInputElement>
  }
  error?: string
  submitting?: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  formRef?: Ref<HTMLFormElement>
  children?: ReactNode
}) {
  const { t, i18n } = useLingui()
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <label htmlFor="newsletter-mail" className={css({ display: 'block', fontWeight: '700', mb: '2' })}>
        {t`Votre adresse e-mail`}
      </label>
      <div className={css({ display: 'flex', gap: '2', flexWrap: { base: 'wrap', sm: 'nowrap' } })}>
        <input
          ref={input.ref}
          id="newsletter-mail"
          name="mail"
          type="email"
          autoComplete="email"
          value={input.value}
          defaultValue={input.defaultValue}
          onChange={input.onChange && ((event) => input.onChange?.(event.target.value))}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
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
        <button type="submit" disabled={submitting} className={button({ variant: 'accent', size: 'md' })}>
          {t`S'inscrire`}
        </button>
      </div>
      {error ? (
        <p
          id="newsletter-error"
          className={css({ color: 'sun.300', fontSize: 'sm', mt: '2', fontWeight: '600' })}
        >
          {error}
        </p>
      ) : (
        <p id="newsletter-help" className={css({ textStyle: 'meta', color: 'fg.inverseMuted', mt: '2' })}>
          {t`Deux fois par mois, avec plus de ${i18n.number(NEWSLETTER_SUBSCRIBERS)} abonné·es.`}
        </p>
      )}
      {children}
    </form>
  )
}

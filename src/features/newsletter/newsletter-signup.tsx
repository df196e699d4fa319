import { type ComponentType, useEffect, useRef, useState } from 'react'
import type { NewsletterDraft } from './newsletter-form'
import { NewsletterFormView } from './newsletter-form-view'

type NewsletterFormComponent = ComponentType<{ readDraft: () => NewsletterDraft }>
const loadNewsletterForm = () => import('./newsletter-form').then((module) => module.default)

/**
 * The footer's newsletter form. It sits at the bottom of every page, so its form code (TanStack Form,
 * ofetch) loads when it comes near the viewport or is touched, not with the page. Until then a plain HTML
 * form with the same markup stays in place (never re-mounted, so nothing typed is lost) and hands over
 * what the visitor typed, the focus and a submit already asked for.
 */
export function NewsletterSignup() {
  const placeholder = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const submitted = useRef(false)
  const [wanted, setWanted] = useState(false)
  const [Form, setForm] = useState<NewsletterFormComponent | null>(null)

  useEffect(() => {
    const element = placeholder.current
    if (!element || wanted) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [wanted])
  useEffect(() => {
    if (!wanted) return
    let current = true
    void loadNewsletterForm().then((component) => {
      if (current) setForm(() => component)
    })
    return () => {
      current = false
    }
  }, [wanted])

  if (Form) {
    // Read while the placeholder is still in the document: the new form renders before it is removed.
    return (
      <Form
        readDraft={() => ({
          mail: input.current?.value ?? '',
          focused: input.current !== null && document.activeElement === input.current,
          submitted: submitted.current,
        })}
      />
    )
  }
  return (
    <NewsletterFormView
      formRef={placeholder}
      input={{ ref: input, defaultValue: '', onFocus: () => setWanted(true) }}
      onSubmit={(event) => {
        event.preventDefault()
        submitted.current = true
        setWanted(true)
      }}
    />
  )
}

import type { MessageDescriptor, Messages } from '@lingui/core'
import { createI18n } from './catalog'
import { DEFAULT_LOCALE, type Locale } from './locales'

type HeadContext = { matches: ReadonlyArray<{ loaderData?: unknown }> }

/**
 * Title and description of a page; `noindex` keeps private and one-off pages (accounts, e-mailed links)
 * out of search engines. `head()` runs outside React, so it translates with the catalogue the
 * root route loaded (its loader data is there on the server and, dehydrated, in the browser).
 */
export function pageHead(
  context: HeadContext,
  {
    title,
    description,
    noindex = false,
  }: { title: MessageDescriptor; description?: MessageDescriptor; noindex?: boolean },
) {
  const root = context.matches[0]?.loaderData as { locale?: Locale; messages?: Messages } | undefined
  const i18n = createI18n(root?.locale ?? DEFAULT_LOCALE, root?.messages ?? {})
  const meta: { title?: string; name?: string; property?: string; content?: string }[] = [
    { title: i18n._(title) },
    { property: 'og:title', content: i18n._(title) },
    { property: 'og:site_name', content: 'Tremplin' },
  ]
  if (description) {
    const text = i18n._(description)
    meta.push({ name: 'description', content: text }, { property: 'og:description', content: text })
  }
  if (noindex) meta.push({ name: 'robots', content: 'noindex' })
  return { meta }
}

import type { MessageDescriptor } from '@lingui/core'
import { createI18n } from './catalog'
import { DEFAULT_LOCALE, type Locale } from './locales'
import { headMessages, type MessagesRead } from './page-catalogue'

type HeadContext = { matches: ReadonlyArray<{ context?: unknown }> }

/**
 * Title and description of a page; `noindex` keeps private and one-off pages (accounts, e-mailed links)
 * out of search engines. `head()` runs outside React, so it translates with the catalogue the
 * root route loaded; what it reads joins the messages the page carries to the browser (page-catalogue.ts).
 */
export function pageHead(
  context: HeadContext,
  {
    title,
    description,
    noindex = false,
  }: { title: MessageDescriptor; description?: MessageDescriptor; noindex?: boolean },
) {
  const root = context.matches[0]?.context as { locale?: Locale; messagesRead?: MessagesRead } | undefined
  const locale = root?.locale ?? DEFAULT_LOCALE
  const i18n = createI18n(locale, headMessages(locale))
  const translate = (message: MessageDescriptor) => {
    if (message.id) root?.messagesRead?.add(message.id)
    return i18n._(message)
  }
  const meta: { title?: string; name?: string; property?: string; content?: string }[] = [
    { title: translate(title) },
    { property: 'og:title', content: translate(title) },
    { property: 'og:site_name', content: 'Tremplin' },
  ]
  if (description) {
    const text = translate(description)
    meta.push({ name: 'description', content: text }, { property: 'og:description', content: text })
  }
  if (noindex) meta.push({ name: 'robots', content: 'noindex' })
  return { meta }
}

import type { I18n, Messages } from '@lingui/core'
import { createI18n, loadedMessages, loadMessages, pageMessagesJson, trackedMessages } from './catalog'
import type { Locale } from './locales'
import { withFastMessages } from './message-format'

/**
 * What a page carries of the catalogue: the messages its server render read (its head included), in a
 * `<script type="application/json">` the browser reads before hydrating; the whole catalogue (a chunk
 * cached across pages) follows after hydration, before anything else renders (client navigations and
 * lazy components wait for it).
 */
export const PAGE_MESSAGES_ID = 'page-messages'

/** The messages read while rendering one page on the server: its head and its body add to it. */
export type MessagesRead = Set<string>

/** Server: the catalogue for this render, noting into `read` what it reads. */
export function serverPageI18n(locale: Locale, read: MessagesRead): { i18n: I18n; json: () => string } {
  const all = loadedMessages(locale) ?? {}
  const { messages, used } = trackedMessages(all, read)
  return { i18n: withFastMessages(createI18n(locale, messages)), json: () => pageMessagesJson(all, used) }
}

let browserI18n: I18n | null = null
/** Whether something read a message the page did not carry (it showed the message's id meanwhile). */
let showedMissing = false
let complete: Promise<void> | null = null
let markComplete: () => void = () => {}
const completed = new Promise<void>((resolve) => {
  markComplete = resolve
})

/** Browser: one i18n for the page's life (a language change loads a new page), from the page's messages. */
export function browserPageI18n(locale: Locale): I18n {
  if (!browserI18n) {
    const element = document.getElementById(PAGE_MESSAGES_ID)
    let messages: Messages = {}
    try {
      messages = JSON.parse(element?.textContent || '{}') as Messages
    } catch {
      // A page without its messages still works: the whole catalogue is loaded below.
    }
    browserI18n = createI18n(locale, messages)
    browserI18n.on('missing', () => {
      showedMissing = true
    })
  }
  return browserI18n
}

/** Browser: loads the whole catalogue into the page's i18n (once); resolves when it is there. */
export function completeCatalogue(locale: Locale): Promise<void> {
  complete ??= loadMessages(locale).then(
    (messages) => {
      const i18n = browserPageI18n(locale)
      // Usually merged in place, without `load()`'s change event: everything on screen is already
      // translated by the page's messages, and that event would re-render the whole page at once (a long
      // task on a phone). But a message read before now that the page did not carry (a form's "required"
      // after a quick first submit) showed its id: then the page re-renders, translated.
      if (showedMissing) i18n.load(locale, messages)
      else Object.assign(i18n.messages, messages)
      markComplete()
    },
    () => {
      // Offline for a moment: what waits renders with the page's messages; the next call tries again.
      complete = null
      markComplete()
    },
  )
  return complete
}

/** Resolves once the whole catalogue is in the browser's i18n (at once on the server). */
export function catalogueComplete(): Promise<void> {
  return typeof document === 'undefined' ? Promise.resolve() : completed
}

/** The messages a `head()` translates with: the whole catalogue on the server, the page's in the browser. */
export function headMessages(locale: Locale): Messages {
  if (typeof document === 'undefined') return loadedMessages(locale) ?? {}
  return browserPageI18n(locale).messages
}

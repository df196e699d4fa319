import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { jsonForScript } from '~/domain/json-for-script'
import { FORMAT_LOCALES, type Locale } from './locales'

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  fr: () => import('../../locales/fr/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
  en: () => import('../../locales/en/messages.po'),
}
const loading = new Map<Locale, Promise<Messages>>()
const loaded = new Map<Locale, Messages>()

/** Loads a locale's compiled catalogue (the Lingui Vite plugin compiles the .po on import), once. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loading.get(locale)
  if (!messages) {
    messages = catalogues[locale]().then((module) => {
      loaded.set(locale, module.messages)
      return module.messages
    })
    loading.set(locale, messages)
    messages.catch(() => loading.delete(locale))
  }
  return messages
}

/** A catalogue `loadMessages` already loaded (the root route loads it before anything renders), or none. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale)
}

/**
 * One i18n instance per locale and render tree (never a global singleton on the server, where
 * concurrent requests have different locales). Dates and numbers use FORMAT_LOCALES (fr-BE, nl-BE, en-GB).
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [FORMAT_LOCALES[locale]], messages: { [locale]: messages } })
}

/**
 * The catalogue as a render reads it, noting which messages it read: a page carries only those to the
 * browser (a few KB instead of the whole catalogue, 70 KB), which loads the rest after hydration.
 */
export function trackedMessages(
  messages: Messages,
  used: Set<string> = new Set(),
): { messages: Messages; used: Set<string> } {
  const read = (id: string) => {
    if (!Object.hasOwn(messages, id)) return undefined
    used.add(id)
    alsoNoted?.add(id)
    return messages[id]
  }
  const tracked = new Proxy(messages, {
    get: (target, key) => (typeof key === 'string' && read(key)) || Reflect.get(target, key),
  })
  trackedReads.set(tracked, read)
  return { messages: tracked, used }
}

/** How a tracked catalogue is read, and the read noted, without going through its proxy. */
const trackedReads = new WeakMap<Messages, (id: string) => Messages[string] | undefined>()

/**
 * The message `id` of `messages`, or undefined when it has none: the path message-format.ts takes for
 * each of a page's few hundred messages (a proxy's traps, twice per message, cost ~2 % of a job list).
 */
export function readMessage(messages: Messages, id: string): Messages[string] | undefined {
  const read = trackedReads.get(messages)
  if (read) return read(id)
  return Object.hasOwn(messages, id) ? messages[id] : undefined
}

/** Where the reads are also noted meanwhile: one kept element's own messages (ui/kept-elements.tsx). */
let alsoNoted: Set<string> | null = null

/** Notes the messages read from now on into `into` as well (until called again; null: no more). */
export function noteMessagesReadAlsoInto(into: Set<string> | null): void {
  alsoNoted = into
}

/** Reads `ids` through the render's catalogue, so that the page notes them as read (and carries them). */
export function readMessages(i18n: I18n, ids: Iterable<string>): void {
  const messages = i18n.messages
  for (const id of ids) Reflect.get(messages, id)
}

/** Each message's `"id":message` JSON, made once per catalogue: every page sends a few hundred of them. */
const messageEntries = new WeakMap<Messages, Map<string, string>>()

/** The messages of `used`, as JSON safe inside a `<script type="application/json">` element. */
export function pageMessagesJson(messages: Messages, used: Iterable<string>): string {
  let entries = messageEntries.get(messages)
  if (!entries) {
    entries = new Map()
    messageEntries.set(messages, entries)
  }
  const parts: string[] = []
  for (const id of used) {
    let entry = entries.get(id)
    if (entry === undefined) {
      const message = messages[id]
      if (message === undefined) continue
      entry = `${jsonForScript(id)}:${jsonForScript(message)}`
      entries.set(id, entry)
    }
    parts.push(entry)
  }
  return `{${parts.join(',')}}`
}

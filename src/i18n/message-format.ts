import type { I18n, MessageDescriptor, MessageOptions } from '@lingui/core'
import { readMessage } from './catalog'
import { intlLocales } from './format'

/**
 * Lingui's `i18n._`, the same result with less work for the messages pages show most.
 *
 * Lingui formats every compiled message, `["Complétée"]` included, through closures, formatters and
 * cache keys made anew on each call: a job list's few hundred messages allocated ~240 KB per render (a
 * seventh of all it allocated, measured with V8's sampling heap profiler). Messages made of text,
 * placeholders, plurals and selects are formatted here as Lingui does (same plural rules and number
 * format, same case lookup, `#` as the formatted number); anything else (a message not in the catalogue,
 * number/date/ordinal arguments, formats given with the call, escape sequences) goes to Lingui itself.
 */
type Token = string | readonly [name: string, type?: string, cases?: Record<string, unknown>]

const OCTOTHORPE = '#'
const NO_VALUES: Record<string, unknown> = Object.freeze({})

type Formats = { plurals: Intl.PluralRules; numbers: Intl.NumberFormat }
const formatsByLocales = new Map<string, Formats>()

/** Lingui's choice of locales for plurals and numbers: the i18n's locales (or locale), then `en`. */
function formatsFor(locale: string, locales: string | string[] | undefined): Formats {
  const chosen = intlLocales(locale, locales)
  const key = chosen.join(',')
  let formats = formatsByLocales.get(key)
  if (!formats) {
    formats = {
      plurals: new Intl.PluralRules(chosen, { type: 'cardinal' }),
      numbers: new Intl.NumberFormat(chosen),
    }
    formatsByLocales.set(key, formats)
  }
  return formats
}

/** The message's text, or `undefined` when it holds something only Lingui formats. */
function format(
  tokens: readonly Token[],
  values: Record<string, unknown>,
  formats: Formats,
  pluralValue: string | null,
): string | undefined {
  let text = ''
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === OCTOTHORPE && pluralValue !== null ? pluralValue : token
      continue
    }
    const [name, type, cases] = token
    const value = values[name]
    if (type === undefined) {
      if (value != null) text += value
      continue
    }
    if (!cases || (type !== 'plural' && type !== 'select')) return undefined
    let chosen: unknown
    let number: string | null = null
    if (type === 'select') {
      chosen = Object.hasOwn(cases, value as string) ? cases[value as string] : undefined
      chosen ??= cases.other
    } else {
      const count = (value as number) - ((cases.offset ?? 0) as number)
      chosen = cases[value as string] ?? cases[formats.plurals.select(count)] ?? cases.other
      number = formats.numbers.format(count)
    }
    if (chosen == null) continue
    if (!Array.isArray(chosen)) {
      text += chosen
      continue
    }
    const part = format(chosen as Token[], values, formats, number)
    if (part === undefined) return undefined
    text += part
  }
  return text
}

/**
 * Gives `i18n` (and its bound `t`) the shorter path; returns it. For server renders: the browser's build
 * leaves it out (a browser formats a page's messages once, not hundreds of times a second).
 */
export function withFastMessages(i18n: I18n): I18n {
  const lingui = i18n._.bind(i18n)
  // Found on the first message that needs them: a server render's i18n keeps its locale.
  let formats: Formats | undefined
  const fast = (
    id: string | MessageDescriptor,
    values?: Record<string, unknown>,
    options?: MessageOptions,
  ): string => {
    // Formats given with the call change how `#` is written: Lingui's own path.
    if (options?.formats && Object.keys(options.formats).length > 0)
      return lingui(id as string, values, options)
    let key = id
    let given = values
    if (typeof id !== 'string') {
      key = id.id
      given = id.values ?? values
    }
    const message = typeof key === 'string' ? readMessage(i18n.messages, key) : undefined
    if (Array.isArray(message)) {
      // Most messages are one piece of text.
      if (message.length === 1 && typeof message[0] === 'string' && !message[0].includes('\\'))
        return message[0]
      formats ??= formatsFor(i18n.locale, i18n.locales)
      const text = format(message as Token[], given ?? NO_VALUES, formats, null)
      if (text !== undefined && !text.includes('\\')) return text
    }
    return lingui(id as string, values, options)
  }
  Object.assign(i18n, { _: fast, t: fast })
  return i18n
}

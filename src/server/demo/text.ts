/** Small text helpers and shared types of the seed data. */
import type { ContentLanguage } from '~/domain/enums'

/** One text in each content language. */
export type Localized<T = string> = Readonly<Record<ContentLanguage, T>>

export { slugify } from '~/domain/slugs'

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Lowercases the first letter unless the word looks like an acronym ("UX designer" stays). */
export function lowerFirst(text: string): string {
  const second = text.charAt(1)
  if (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase()) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char)
}

/** `<p>` paragraphs from plain sentences (escaped). */
export function paragraphs(...texts: readonly string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')
}

/** A `<ul>` list from plain items (escaped). */
export function bulletList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
}

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key]
    return value === undefined ? match : String(value)
  })
}

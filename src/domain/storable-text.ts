/**
 * Text as PostgreSQL can keep it, in a `text` column or inside `jsonb`: it refuses the NUL character and,
 * in JSON, a lone UTF-16 surrogate (`"\ud800"`), failing the whole statement. Only broken or forged input
 * holds them (a URL with `%00`): NUL is dropped, a lone surrogate becomes U+FFFD, as a browser shows it.
 */
export function storableText(text: string): string {
  return text.replaceAll('\0', '').replace(/\p{Surrogate}/gu, '\uFFFD')
}

/**
 * A parsed input with every string made storable, keys included, through plain objects and arrays; other
 * objects (a file, a date) are left as they are.
 */
export function storableStrings(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value)
  if (Array.isArray(value)) return value.map(storableStrings)
  if (value === null || typeof value !== 'object') return value
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [storableText(key), storableStrings(item)]),
  )
}

/**
 * Text as PostgreSQL can keep it, in a `text` column or inside `jsonb`: it refuses the NUL character and,
 * in JSON, a lone UTF-16 surrogate (`"\ud800"`), failing the whole statement. Only broken or forged input
 * holds them (a URL with `%00`): NUL is dropped, a lone surrogate becomes U+FFFD, as a browser shows it.
 */
export function storableText(text: string): string {
  return text.replaceAll('\0', '').replace(/\p{Surrogate}/gu, '\uFFFD')
}

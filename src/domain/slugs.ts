/** The shape of every slug in a URL (company, offer, article, project, episode): checked before any query. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,160}$/

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && SLUG_PATTERN.test(value)

/** Lowercase ASCII slug: accents removed, anything else than letters and digits becomes a dash. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

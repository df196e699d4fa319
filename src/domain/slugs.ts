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

/** The slug a name starts from: its first 100 characters slugified, `fallback` when nothing is left. */
export function slugBase(name: string, fallback: string): string {
  return slugify(name).slice(0, 100).replace(/-+$/, '') || fallback
}

/** `base` when free, else the first of `base-2`, `base-3`… that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  let n = 1
  while (taken.has(n === 1 ? base : `${base}-${n}`)) n++
  return n === 1 ? base : `${base}-${n}`
}

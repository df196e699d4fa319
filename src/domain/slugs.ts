/** The shape of every slug in a URL (company, offer, article, project, episode): checked before any query. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,160}$/

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && SLUG_PATTERN.test(value)

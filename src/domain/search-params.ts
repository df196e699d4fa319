/**
 * What a page's URL may carry (`?page=2&status=sent`), read for the router's `validateSearch`: each value is
 * checked and anything unknown or invalid is dropped, never an error page (docs/product.md#data: a shared URL always
 * opens). Plain functions rather than zod: route definitions are in every page's first JavaScript, and zod
 * was 10 KB of it (docs/performance.md). Server functions keep zod at their boundary (their validators stay on the server).
 */
import { UUID_PATTERN } from './patterns'

/** Reads one search param: its value, or undefined to drop it. */
export type SearchValue<T> = (value: unknown) => T | undefined

/** The search a page's fields describe: every key optional (absent or invalid in the URL). */
export type SearchOf<F extends Record<string, SearchValue<unknown>>> = {
  [K in keyof F]?: F[K] extends SearchValue<infer T> ? T : never
}

/**
 * A page's search: `parse` is what the router's `validateSearch` calls (and what tests call). Every field
 * is in the result, undefined when dropped: the router lays the result over the URL's raw params, so a
 * missing key would let the raw value through.
 */
export function searchParams<F extends Record<string, SearchValue<unknown>>>(fields: F) {
  return {
    parse(raw: unknown): SearchOf<F> {
      const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
      const search: Record<string, unknown> = {}
      for (const key of Object.keys(fields))
        search[key] = source[key] === undefined ? undefined : fields[key]!(source[key])
      return search as SearchOf<F>
    },
  }
}

/**
 * A search read by a page's own parser, with every key it knows present (undefined when dropped), for the
 * same reason as in `searchParams`: the router would otherwise keep the URL's raw value beside it.
 */
export function withEveryKey<S extends object>(keys: readonly string[], search: S): S {
  const complete: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, undefined]))
  return Object.assign(complete, search) as S
}

/** One of the allowed values, as written. */
export const oneOf =
  <T extends string>(allowed: readonly T[]): SearchValue<T> =>
  (value) =>
    (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined

/** A whole number between `min` and `max`, from a number or its digits (`?page=2` arrives as 2 or "2"). */
export const wholeNumber =
  (min: number, max: number): SearchValue<number> =>
  (value) => {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim()
          ? Number(value)
          : Number.NaN
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined
  }

/** Text up to `maxLength` characters (after trimming when asked); longer text is dropped, not cut. */
export const text =
  (maxLength: number, { trim = false } = {}): SearchValue<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined
    const written = trim ? value.trim() : value
    return written.length <= maxLength ? written : undefined
  }

/** `?saved=true`: the router reads it as a boolean, a hand-typed URL may keep it as text. */
export const flag: SearchValue<boolean> = (value) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined

export const uuid: SearchValue<string> = (value) =>
  typeof value === 'string' && UUID_PATTERN.test(value) ? value : undefined

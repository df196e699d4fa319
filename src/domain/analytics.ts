/**
 * First-party analytics (docs/product.md#states, #api): the events the site records, the analytics session rule, and what a
 * page view may carry. Identifiers exist only with the visitor's analytics consent (domain/consent.ts).
 */
import { AUTH_COOKIE_PREFIX } from './constants'

export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'search_website',
  'offer_view',
  'apply_click',
  'offer_save',
  'company_view',
] as const
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number]

/** Events about one offer or organisation, counted per day for its recruiters. */
export const COUNTED_EVENT_TYPES = ['offer_view', 'apply_click', 'offer_save', 'company_view'] as const
export type CountedEventType = (typeof COUNTED_EVENT_TYPES)[number]

/** docs/product.md#states and #limits: a new session id after 2 hours without an event. */
export const ANALYTICS_SESSION_IDLE_MS = 2 * 60 * 60 * 1000
/** The long-term id and the session cookie live at most 13 months (CNIL/APD guidance for audience cookies). */
export const ANALYTICS_ID_MAX_AGE_DAYS = 395
/** Raw events are deleted after 13 months (privacy policy); the per-day counts, anonymous, are kept. */
export const ANALYTICS_RAW_RETENTION_MONTHS = 13

export const LONG_TERM_ID_COOKIE = `${AUTH_COOKIE_PREFIX}aid`
export const SESSION_ID_COOKIE = `${AUTH_COOKIE_PREFIX}asession`

/** The bounds of one event (the endpoint refuses larger ones without reading further). */
export const ANALYTICS_EVENT_MAX_BYTES = 4096
export const ANALYTICS_TEXT_MAX = 200
export const ANALYTICS_EXTRA_MAX_KEYS = 12

export type AnalyticsSession = { id: string; updatedAt: number }

/** docs/product.md#states: keep the session while it is used, a new id if there is none or it was idle over 2 hours. */
export function nextAnalyticsSession(
  stored: AnalyticsSession | null,
  now: number,
  newId: () => string,
): AnalyticsSession {
  if (stored && now - stored.updatedAt <= ANALYTICS_SESSION_IDLE_MS && now >= stored.updatedAt)
    return { id: stored.id, updatedAt: now }
  return { id: newId(), updatedAt: now }
}

/** `<uuid>.<ms>` in the session cookie. */
export function parseAnalyticsSession(value: string | undefined): AnalyticsSession | null {
  const match = value ? /^([0-9a-f-]{36})\.(\d{1,15})$/.exec(value) : null
  return match ? { id: match[1] as string, updatedAt: Number(match[2]) } : null
}

export const serializeAnalyticsSession = (session: AnalyticsSession) => `${session.id}.${session.updatedAt}`

/** Parameter names whose values are secrets or personal (reset links, invitations, sign-in callbacks). */
const PRIVATE_PARAM = /token|code|state|data|key|sig|secret|pass|mail|invitation|session/i

/**
 * What a page view may say of the page: the path with private path parameters replaced by their name,
 * the query without private parameters (docs/product.md#api: path, name, query, params).
 */
export function redactPageView(page: {
  path: string
  name: string
  query: Record<string, unknown>
  params: Record<string, string>
}) {
  let path = page.path
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(page.params)) {
    if (PRIVATE_PARAM.test(key)) {
      if (value) path = path.split(encodeURIComponent(value)).join(`:${key}`).split(value).join(`:${key}`)
    } else params[key] = String(value).slice(0, ANALYTICS_TEXT_MAX)
  }
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(page.query).slice(0, ANALYTICS_EXTRA_MAX_KEYS)) {
    if (!PRIVATE_PARAM.test(key) && value !== undefined && value !== null)
      query[key] = (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, ANALYTICS_TEXT_MAX)
  }
  return {
    path: path.slice(0, ANALYTICS_TEXT_MAX),
    name: page.name.slice(0, ANALYTICS_TEXT_MAX),
    query,
    params,
  }
}

/**
 * First-party events from the browser (docs/product.md#api): each goes to the analytics data layer and to
 * `POST /api/events/log`. Never in the way of the page: sent after the fact, errors ignored (docs/product.md#errors).
 * The long-term and session ids are stored, and sent, only with analytics consent.
 */
import {
  ANALYTICS_ID_MAX_AGE_DAYS,
  type AnalyticsEventType,
  LONG_TERM_ID_COOKIE,
  nextAnalyticsSession,
  parseAnalyticsSession,
  SESSION_ID_COOKIE,
  serializeAnalyticsSession,
} from '~/domain/analytics'
import { localeFromPathname } from '~/i18n/locales'
import { whenIdle } from '~/ui/when-idle'
import { currentConsent, readCookie, writeCookie } from '../consent/consent-store'

export type TrackedEvent = {
  offerId?: string
  companyId?: string
  extra?: Record<string, unknown>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** docs/product.md#states: the long-term id made once, the session id renewed after 2 idle hours. */
function analyticsIds(now: number): { long_session_id: string; session_id: string } | null {
  if (!currentConsent()?.analytics) return null
  const maxAgeS = ANALYTICS_ID_MAX_AGE_DAYS * 86_400
  let longTerm = readCookie(LONG_TERM_ID_COOKIE)
  if (!longTerm || !UUID.test(longTerm)) longTerm = crypto.randomUUID()
  // Each event keeps the long-term id as long as the visits go on (written again to slide its expiry).
  writeCookie(LONG_TERM_ID_COOKIE, longTerm, maxAgeS)
  const session = nextAnalyticsSession(parseAnalyticsSession(readCookie(SESSION_ID_COOKIE)), now, () =>
    crypto.randomUUID(),
  )
  writeCookie(SESSION_ID_COOKIE, serializeAnalyticsSession(session), maxAgeS)
  return { long_session_id: longTerm, session_id: session.id }
}

/** Records one event (browser only; a no-op during the server render). */
export function trackEvent(type: AnalyticsEventType, event: TrackedEvent = {}) {
  if (typeof window === 'undefined') return
  try {
    const body = {
      type,
      ...(event.offerId ? { offer_uuid: event.offerId } : {}),
      ...(event.companyId ? { enterprise_uuid: event.companyId } : {}),
      ...(event.extra ? { extra: event.extra } : {}),
      ...analyticsIds(Date.now()),
    }
    window.dataLayer ??= []
    window.dataLayer.push({ event: type, ...body })
    void fetch('/api/events/log', {
      method: 'POST',
      // keepalive: an apply click that leaves the page still arrives.
      keepalive: true,
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        'accept-language': localeFromPathname(location.pathname),
      },
      body: JSON.stringify(body),
    })
      // Read to its end: an answer left unread stays open in Chromium's network layer as long as the page
      // does (Lighthouse waited its 45 s limit for the network to go quiet on every page).
      .then((response) => response.arrayBuffer())
      .catch(() => {})
  } catch {
    // docs/product.md#errors: an event that cannot be logged is ignored.
  }
}

const waiting: (() => void)[] = []

function sendWaiting() {
  removeEventListener('pagehide', sendWaiting)
  for (const send of waiting.splice(0)) send()
}

/**
 * Records an event once the browser is idle (a second later at most), or as the page is left: a page
 * view must not lengthen the page's start-up, whose every long task a phone feels (docs/performance.md).
 */
export function trackEventWhenIdle(type: AnalyticsEventType, event: TrackedEvent = {}) {
  if (typeof window === 'undefined') return
  waiting.push(() => trackEvent(type, event))
  if (waiting.length > 1) return
  addEventListener('pagehide', sendWaiting)
  whenIdle(sendWaiting, 1000, 200)
}

/** docs/product.md#api `search_website`: the text searched, and where (the job list, the organisations, the site). */
export function trackSearch(text: string, where: 'jobs' | 'companies' | 'site') {
  const search = text.trim()
  if (search) trackEvent('search_website', { extra: { search: search.slice(0, 200), where } })
}

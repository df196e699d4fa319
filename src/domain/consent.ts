/**
 * Cookie consent (docs/product.md#limits): what a visitor allowed, stored in a first-party cookie that scripts read (the
 * head script tells a tag manager before anything else runs). Strictly necessary cookies need no consent.
 * The choice is kept 6 months, then asked again (the Belgian DPA's guidance: ask again periodically).
 */
import { AUTH_COOKIE_PREFIX } from './constants'

export const CONSENT_COOKIE = `${AUTH_COOKIE_PREFIX}consent`
export const CONSENT_MAX_AGE_DAYS = 182
export const CONSENT_MAX_AGE_MONTHS = Math.round(CONSENT_MAX_AGE_DAYS / 30.4)
/** Google consent mode's `wait_for_update`: tags wait this long for the stored choice (docs/product.md#limits). */
export const CONSENT_WAIT_MS = 500

/** What a visitor chooses: audience measurement, and advertising (storage, user data, personalisation). */
export type ConsentChoice = { analytics: boolean; advertising: boolean }

export const DENY_ALL: ConsentChoice = { analytics: false, advertising: false }
export const GRANT_ALL: ConsentChoice = { analytics: true, advertising: true }

/** `1.a1.m0.<unix seconds>`: version, analytics, advertising (marketing), when it was given. */
const COOKIE_VALUE = /^1\.a([01])\.m([01])\.(\d{1,12})$/

export function serializeConsent(choice: ConsentChoice, now: Date): string {
  return `1.a${Number(choice.analytics)}.m${Number(choice.advertising)}.${Math.floor(now.getTime() / 1000)}`
}

/** The stored choice, or null when none (or an unreadable one) was made: the banner asks. */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = value ? COOKIE_VALUE.exec(value) : null
  return match ? { analytics: match[1] === '1', advertising: match[2] === '1' } : null
}

type ConsentState = 'granted' | 'denied'

/** The four consent-mode signals of Google's consent mode v2 for a choice. */
export function consentModeSignals(choice: ConsentChoice): Record<string, ConsentState> {
  const state = (allowed: boolean): ConsentState => (allowed ? 'granted' : 'denied')
  return {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.advertising),
    ad_user_data: state(choice.advertising),
    ad_personalization: state(choice.advertising),
  }
}

/** Whether a request's Cookie header carries analytics consent (the server keeps identifiers only then). */
export function analyticsAllowed(cookieHeader: string | null): boolean {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  return (
    parseConsent(raw ? decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)) : null)?.analytics ?? false
  )
}

/** A tag manager container id an operator may configure (`TAG_MANAGER_ID`), e.g. `GTM-AB12CD3`. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/

/**
 * The first script of every page: the data layer with everything denied by default (docs/product.md#limits), then the
 * stored choice as an update, or the banner shown (`data-consent="ask"` on the root element, so it paints
 * with the page, without waiting for JavaScript). A tag manager is loaded only when an operator set one.
 */
export function consentBootScript(tagManagerId: string | null): string {
  const denied = JSON.stringify({ ...consentModeSignals(DENY_ALL), wait_for_update: CONSENT_WAIT_MS })
  const tagManager =
    tagManagerId && TAG_MANAGER_ID_PATTERN.test(tagManagerId)
      ? `dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id=${tagManagerId}';document.head.appendChild(s);`
      : ''
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments)}',
    `gtag('consent','default',${denied});`,
    `var m=document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/);`,
    'var c=m&&/^1\\.a([01])\\.m([01])\\./.exec(decodeURIComponent(m[1]));',
    "function g(v){return v==='1'?'granted':'denied'}",
    "if(c)gtag('consent','update',{analytics_storage:g(c[1]),ad_storage:g(c[2]),ad_user_data:g(c[2]),ad_personalization:g(c[2])});",
    "else document.documentElement.setAttribute('data-consent','ask');",
    tagManager,
  ].join('')
}

/**
 * The visitor's consent in the browser: read from its cookie, changed from the banner or the settings
 * dialog, told to the data layer (`consent update`) so a tag manager follows it at once. Refusing analytics
 * also removes the analytics identifiers already stored.
 */
import { parse, serialize } from 'cookie-es'
import { useSyncExternalStore } from 'react'
import { LONG_TERM_ID_COOKIE, SESSION_ID_COOKIE } from '~/domain/analytics'
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  type ConsentChoice,
  consentModeSignals,
  parseConsent,
  serializeConsent,
} from '~/domain/consent'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

type State = { choice: ConsentChoice | null; settingsOpen: boolean }

let state: State = { choice: null, settingsOpen: false }
let read = false
const listeners = new Set<() => void>()

function setState(next: Partial<State>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export function writeCookie(name: string, value: string, maxAgeS: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: cookie-es serializes it; the Cookie Store API is not in every browser
  document.cookie = serialize(name, value, {
    path: '/',
    maxAge: maxAgeS,
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  })
}

export function readCookie(name: string): string | undefined {
  return parse(document.cookie)[name]
}

/** The stored choice (null: none yet). Only in the browser. */
export function currentConsent(): ConsentChoice | null {
  if (!read && typeof document !== 'undefined') {
    read = true
    state = { ...state, choice: parseConsent(readCookie(CONSENT_COOKIE)) }
  }
  return state.choice
}

/** Pushes like `gtag(...)` does: the data layer takes the `arguments` object of a call. */
function gtag(..._args: unknown[]) {
  window.dataLayer ??= []
  // biome-ignore lint/complexity/noArguments: consent mode reads the Arguments object, not an array
  window.dataLayer.push(arguments)
}

/** Stores a choice for 6 months, tells the data layer, hides the banner, forgets ids when refused. */
export function saveConsent(choice: ConsentChoice) {
  writeCookie(CONSENT_COOKIE, serializeConsent(choice, new Date()), CONSENT_MAX_AGE_DAYS * 86_400)
  gtag('consent', 'update', consentModeSignals(choice))
  window.dataLayer?.push({ event: 'consent_update', ...consentModeSignals(choice) })
  document.documentElement.setAttribute('data-consent', 'given')
  if (!choice.analytics) {
    writeCookie(LONG_TERM_ID_COOKIE, '', 0)
    writeCookie(SESSION_ID_COOKIE, '', 0)
  }
  read = true
  setState({ choice, settingsOpen: false })
}

export const openConsentSettings = () => setState({ settingsOpen: true })
export const closeConsentSettings = () => setState({ settingsOpen: false })

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const SERVER_STATE: State = { choice: null, settingsOpen: false }

/** The choice and whether the settings dialog is open (no choice known on the server). */
export function useConsent(): State {
  return useSyncExternalStore(
    subscribe,
    () => {
      currentConsent()
      return state
    },
    () => SERVER_STATE,
  )
}

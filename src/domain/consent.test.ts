import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { CONSENT_DEFAULTS_CALL } from '../../tests/consent-mode'
import {
  analyticsAllowed,
  CONSENT_COOKIE,
  consentBootScript,
  consentModeSignals,
  parseConsent,
  serializeConsent,
} from './consent'

/** Runs the head script as a browser would, with `cookie` as document.cookie. */
function boot(cookie: string, tagManagerId: string | null = null) {
  const attributes: Record<string, string> = {}
  const appended: { src?: string }[] = []
  const window: { dataLayer?: unknown[] } = {}
  const document = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    createElement: () => ({}),
    head: { appendChild: (element: { src?: string }) => appended.push(element) },
  }
  runInNewContext(consentBootScript(tagManagerId), Object.assign(window, { window, document }))
  const calls = (window.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  )
  return { calls, attributes, appended }
}

describe('cookie consent (docs/product.md#limits)', () => {
  it('stores and reads a choice; anything else is no choice', () => {
    const now = new Date('2026-11-26T10:00:00Z')
    const value = serializeConsent({ analytics: true, advertising: false }, now)
    expect(parseConsent(value)).toEqual({ analytics: true, advertising: false })
    for (const bad of [undefined, '', '1.a1.m0', '2.a1.m0.1', '1.a2.m0.1', 'granted'])
      expect(parseConsent(bad)).toBeNull()
    expect(analyticsAllowed(`lang=fr; ${CONSENT_COOKIE}=${encodeURIComponent(value)}`)).toBe(true)
    expect(
      analyticsAllowed(`${CONSENT_COOKIE}=${serializeConsent({ analytics: false, advertising: true }, now)}`),
    ).toBe(false)
    expect(analyticsAllowed(null)).toBe(false)
  })

  it('the head script denies everything by default, waits 500 ms, and asks when there is no choice', () => {
    const { calls, attributes, appended } = boot('lang=fr')
    expect(calls).toEqual([CONSENT_DEFAULTS_CALL])
    expect(attributes['data-consent']).toBe('ask')
    expect(appended).toEqual([])
  })

  it('the head script applies a stored choice as an update, and loads a tag manager only when configured', () => {
    const choice = { analytics: true, advertising: false }
    const { calls, attributes, appended } = boot(
      `a=b; ${CONSENT_COOKIE}=${serializeConsent(choice, new Date())}`,
      'GTM-AB12CD3',
    )
    expect(calls[1]).toEqual(['consent', 'update', consentModeSignals(choice)])
    expect(attributes['data-consent']).toBeUndefined()
    expect(appended.map((element) => element.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    ])
    // Whatever reaches the function, only a well-formed container id is ever written into the script.
    expect(consentBootScript("GTM-1');alert(1);//")).not.toContain('alert')
  })
})

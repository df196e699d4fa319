/** "My alerts" and the job list's "save this search" as server functions (the signed-in talent's only). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { isTalent, SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { alertChangeSchema, newAlertSchema } from './alert-input'
import type { UnsubscribeOutcome } from './alerts.model'
import {
  changeSavedSearch,
  deleteSavedSearch,
  followedCompanies,
  savedSearches,
  saveSearch,
  setDigestPicks,
  wantsDigestPicks,
} from './search-alerts.server'
import { redeemFromClient } from './unsubscribe-links.server'

/** Her saved searches and followed organisations; null signed out. */
export const getMyAlertsFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(async ({ context: { db, user, locale } }) => {
    if (!isTalent(user)) return null
    const [searches, companies, digestPicks] = await Promise.all([
      savedSearches(db, user.id),
      followedCompanies(db, user.id, locale),
      wantsDigestPicks(db, user.id),
    ])
    return { searches, companies, digestPicks }
  })

export const saveSearchFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(newAlertSchema)
  .handler(async ({ data, context: { db, user } }) => {
    if (!isTalent(user)) return SIGNED_OUT
    return saveSearch(db, user.id, data)
  })

export const changeSavedSearchFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(alertChangeSchema)
  .handler(async ({ data, context: { db, user } }) => {
    if (!isTalent(user)) return SIGNED_OUT
    const outcome = await changeSavedSearch(db, user.id, data)
    return outcome === 'ok' ? { ok: true as const } : { ok: false as const, error: outcome }
  })

export const deleteSavedSearchFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ alertId: z.uuid() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isTalent(user)) return SIGNED_OUT
    return (await deleteSavedSearch(db, user.id, data.alertId))
      ? { ok: true as const }
      : { ok: false as const, error: 'not-found' as const }
  })

/** An e-mail's unsubscribe link, followed from the page it lands on (no session: the signed link decides). */
export const unsubscribeAlertFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ token: z.string().check(z.maxLength(300)) }))
  .handler(async ({ data, context: { db } }): Promise<UnsubscribeOutcome> => {
    const outcome = await redeemFromClient(db, data.token)
    return !outcome.ok && outcome.error === 'throttled' ? { ok: false, error: 'invalid' } : outcome
  })

/** Her digests with or without offers picked from her profile. */
export const setDigestPicksFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ on: z.boolean() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isTalent(user)) return SIGNED_OUT
    await setDigestPicks(db, user.id, data.on)
    return { ok: true as const }
  })

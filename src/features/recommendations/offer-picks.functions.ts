/** The signed-in talent's offers picked for her (her account page). */
import { createServerFn } from '@tanstack/react-start'
import { hasWishes } from '~/domain/offer-picks'
import { isTalent, sessionMiddleware } from '~/features/auth/session-middleware'
import type { OfferPicks } from './offer-picks.model'
import { pickOffers, talentWishes } from './offer-picks.server'

/** How many the account page shows. */
const PICKS_SHOWN = 5

export const getOfferPicksFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(async ({ context: { db, user, locale } }): Promise<OfferPicks | null> => {
    if (!isTalent(user)) return null
    const wishes = await talentWishes(db, user.id)
    if (!wishes) return null
    return {
      hasWishes: hasWishes(wishes),
      picks: await pickOffers(db, wishes, locale, { limit: PICKS_SHOWN }),
    }
  })

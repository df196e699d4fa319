/**
 * The CV import's server functions (docs/cv-import.md): import her CV into her profile, then take or dismiss what
 * it proposes. Always the signed-in talent's own profile and files; nothing takes an account id.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { IMPORTED_INFORMATION_FIELDS } from '~/domain/cv-import'
import { isTalent, SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { loadProfile } from '~/features/profile/profile.server'
import { CV_IMPORT_LIMIT, hitRateLimit } from '~/server/rate-limit'
import { importCv } from './cv-import.server'
import { resolveProposal } from './cv-proposals.server'

/** Reads her CV (the one at `location`, just uploaded, or the profile's) and fills her profile from it. */
export const importCvFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ location: z.nullable(z.string().check(z.maxLength(300))) }))
  .handler(async ({ data, context: { db, user, locale } }) => {
    if (!isTalent(user)) return SIGNED_OUT
    const limit = await hitRateLimit(db, `cv-import:${user.id}`, CV_IMPORT_LIMIT)
    if (!limit.allowed) return { ok: false as const, error: 'throttled' as const }
    const outcome = await importCv(db, user, locale, data.location)
    if (!outcome.ok) return outcome
    return { ...outcome, profile: await loadProfile(db, user, locale) }
  })

const choiceSchema = z.discriminatedUnion('section', [
  z.object({
    section: z.literal('information'),
    field: z.enum(IMPORTED_INFORMATION_FIELDS),
    take: z.boolean(),
  }),
  z.object({ section: z.enum(['experiences', 'diplomas']), take: z.boolean() }),
])

/** Takes (saves into her profile) or dismisses one proposal of her last CV import. */
export const resolveCvProposalFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(choiceSchema)
  .handler(async ({ data, context: { db, user, locale } }) => {
    if (!isTalent(user)) return SIGNED_OUT
    const done = await resolveProposal(db, user, locale, data)
    return { ok: done, profile: await loadProfile(db, user, locale) }
  })

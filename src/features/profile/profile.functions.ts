import { createServerFn } from '@tanstack/react-start'
import { sectionSaveSchema } from '~/domain/profile'
import { isTalent, SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { loadProfile, saveProfileSection } from './profile.server'

/** The signed-in talent's whole profile (null for nobody: the talent routes then ask to sign in). */
export const getProfileFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(({ context: { db, user, locale } }) => (isTalent(user) ? loadProfile(db, user, locale) : null))

/**
 * Saves one section of the signed-in talent's profile, whole, from the version it was edited from;
 * answers the profile as saved, or `conflict` when another tab saved that section in between.
 */
export const saveProfileSectionFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(sectionSaveSchema)
  .handler(async ({ data, context: { db, user, locale } }) => {
    if (!isTalent(user)) return SIGNED_OUT
    const outcome = await saveProfileSection(db, user, data)
    if (!outcome.ok) return outcome
    return { ok: true as const, profile: await loadProfile(db, user, locale) }
  })

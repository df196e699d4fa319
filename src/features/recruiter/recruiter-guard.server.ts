/** The guards of the recruiter space's server functions: who may call them, and how often she may write. */
import type { SessionUser } from '~/features/auth/sessions.server'
import type { Database } from '~/server/db/client'
import { hitRateLimit, RECRUITER_WRITE_LIMIT } from '~/server/rate-limit'

export const isRecruiter = (user: SessionUser | null): user is SessionUser => user?.role === 'recruiter'

/** A recruiter's write, counted against her limit; false when over it. */
export const withinLimit = async (db: Database, user: SessionUser) =>
  (await hitRateLimit(db, `recruiter-write:${user.id}`, RECRUITER_WRITE_LIMIT)).allowed

export const THROTTLED = { ok: false as const, error: 'throttled' as const }

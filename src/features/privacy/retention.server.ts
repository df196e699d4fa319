/**
 * The privacy policy's retention periods, kept by a nightly job rather than by hand: contact messages
 * after 10 years, organisations' requests 12 months after the committee's decision, raw analytics events
 * after 13 months (analytics-retention.server). Deleted in slices so that no lock is held for long; one
 * node runs it (pg-boss singleton, cron in the database).
 */
import { sql } from 'drizzle-orm'
import {
  PRIVACY_RETENTION_CONTACT_YEARS,
  PRIVACY_RETENTION_ORGANISATION_REQUEST_MONTHS,
} from '~/domain/constants'
import type { OrganisationRequestStatus } from '~/domain/enums'
import { purgeOldEvents } from '~/features/analytics/analytics-retention.server'
import type { Database } from '~/server/db/client'
import { deleteOlderThan } from '~/server/db/delete-in-slices'
import type { JobQueue } from '~/server/jobs/queue'

const RETENTION_QUEUE = 'privacy-retention'
/** Deletes contact messages older than the policy's years; answers how many. */
export async function purgeOldContactMessages(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setFullYear(cutoff.getFullYear() - PRIVACY_RETENTION_CONTACT_YEARS)
  return deleteOlderThan(db, { table: 'contact_messages', timeColumn: 'created_at', cutoff })
}

/**
 * Deletes organisations' requests decided (approved or refused) more than the policy's months ago, with
 * their contact person's details; a pending request stays until the committee decides. An approved
 * organisation lives on in its own profile and members, not in its request.
 */
export async function purgeDecidedOrganisationRequests(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setMonth(cutoff.getMonth() - PRIVACY_RETENTION_ORGANISATION_REQUEST_MONTHS)
  return deleteOlderThan(db, {
    table: 'organisation_requests',
    timeColumn: 'reviewed_at',
    cutoff,
    where: sql`status <> ${'pending' satisfies OrganisationRequestStatus}`,
  })
}

/** Every night at 03:30 Brussels time. */
export async function workRetention(queue: JobQueue, db: Database): Promise<void> {
  await queue.createQueue(RETENTION_QUEUE, { policy: 'singleton', retryLimit: 3, expireInSeconds: 3600 })
  await queue.schedule(RETENTION_QUEUE, '30 3 * * *', null, { tz: 'Europe/Brussels' })
  await queue.work(RETENTION_QUEUE, async () => ({
    contactMessages: await purgeOldContactMessages(db),
    organisationRequests: await purgeDecidedOrganisationRequests(db),
    analyticsEvents: await purgeOldEvents(db),
  }))
}

/**
 * Uploaded files nothing uses (no profile, application or CV import points to them): an account may keep
 * only so many bytes of them, and a nightly job deletes them once they are a day old, rows and objects.
 * Files an organisation or the committee adopted (no owner) are kept by the pages that show them.
 */
import { type SQL, sql } from 'drizzle-orm'
import {
  UNCONFIRMED_UNUSED_UPLOADS_QUOTA_BYTES,
  UNUSED_UPLOAD_GRACE_HOURS,
  UNUSED_UPLOADS_QUOTA_BYTES,
} from '~/domain/constants'
import { type Database, queryRows } from '~/server/db/client'
import type { JobQueue } from '~/server/jobs/queue'
import { objectStore } from '~/server/storage'

/**
 * Every column that points to `uploaded_files` (a test compares this list with the schema's foreign
 * keys; `users.avatar_file_id` has none). A file no column points to may be deleted.
 */
export const FILE_REFERENCES = [
  { table: 'talents', column: 'cv_file_id' },
  { table: 'talents', column: 'picture_file_id' },
  { table: 'users', column: 'avatar_file_id' },
  { table: 'applications', column: 'cv_file_id' },
  { table: 'applications', column: 'cover_letter_file_id' },
  { table: 'cv_imports', column: 'file_id' },
] as const

/** True for an `uploaded_files` row (aliased `f`) that no column points to. */
export const unusedFile: SQL = sql.join(
  FILE_REFERENCES.map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = f.id)`,
  ),
  sql` and `,
)

/** The bytes of the user's files nothing uses, and how many she may keep (less before she confirms). */
export async function unusedUploadQuota(
  db: Database,
  userId: string,
): Promise<{ used: number; quota: number }> {
  const [row] = await queryRows<{ used: string | number | null; verified: boolean | null }>(
    db,
    sql`select (select coalesce(sum(f.size_bytes), 0) from uploaded_files f
                 where f.owner_user_id = ${userId} and ${unusedFile}) as used,
               (select email_verified_at is not null from users where id = ${userId}) as verified`,
  )
  return {
    used: Number(row?.used ?? 0),
    quota: row?.verified ? UNUSED_UPLOADS_QUOTA_BYTES : UNCONFIRMED_UNUSED_UPLOADS_QUOTA_BYTES,
  }
}

/**
 * Deletes the owned files nothing uses that are older than the grace period, a slice at a time, then
 * their objects; answers how many went.
 */
export async function purgeUnusedUploads(db: Database, now = new Date(), slice = 500): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_HOURS * 3600 * 1000)
  const store = objectStore()
  let deleted = 0
  for (;;) {
    const rows = await queryRows<{ storage_key: string }>(
      db,
      sql`delete from uploaded_files where id in (
            select f.id from uploaded_files f
            where f.owner_user_id is not null and f.created_at < ${cutoff} and ${unusedFile}
            limit ${slice}
          ) returning storage_key`,
    )
    if (rows.length > 0) await store.delete(rows.map((row) => row.storage_key))
    deleted += rows.length
    if (rows.length < slice) return deleted
  }
}

const UNUSED_UPLOADS_QUEUE = 'unused-uploads'

/** Every night at 04:10 Brussels time, on one node. */
export async function workUnusedUploads(queue: JobQueue, db: Database): Promise<void> {
  await queue.createQueue(UNUSED_UPLOADS_QUEUE, { policy: 'singleton', retryLimit: 3, expireInSeconds: 3600 })
  await queue.schedule(UNUSED_UPLOADS_QUEUE, '10 4 * * *', null, { tz: 'Europe/Brussels' })
  await queue.work(UNUSED_UPLOADS_QUEUE, async () => ({ unusedUploads: await purgeUnusedUploads(db) }))
}

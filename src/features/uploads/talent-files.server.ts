/**
 * A talent's CV and picture (docs/product.md#data Candidate profile): set, replaced or removed by location; the file
 * they replace is deleted (row and object) unless something else still uses it (an application sent with
 * that CV keeps it).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/server/db/client'
import { talents, uploadedFiles, users } from '~/server/db/schema'
import { objectStore } from '~/server/storage'
import { signedFileUrl } from './signed-urls.server'
import { unusedFile } from './unused-uploads.server'
import { fileLocation, ownUpload } from './uploads.server'

export type TalentFileSlot = 'cv' | 'picture'

/** Deletes the user's file (row and object) when no column points to it any more; true when deleted. */
export async function deleteUploadIfUnused(db: Database, userId: string, fileId: string): Promise<boolean> {
  const [deleted] = await queryRows<{ storage_key: string }>(
    db,
    sql`delete from uploaded_files f where f.id = ${fileId} and f.owner_user_id = ${userId} and ${unusedFile}
        returning storage_key`,
  )
  if (!deleted) return false
  await objectStore().delete([deleted.storage_key])
  return true
}

export type ReplaceOutcome = { ok: true; fileId: string | null } | { ok: false; error: 'not-found' }

/**
 * Sets the talent's CV or picture to her own uploaded file at `location` (a picture also becomes her
 * avatar), or removes it (`null`); the file replaced is deleted unless still used. `not-found`: the
 * location is not one of her files of the right kind (someone else's, unknown, a PDF as picture...).
 */
export async function replaceTalentFile(
  db: Database,
  userId: string,
  slot: TalentFileSlot,
  location: string | null,
): Promise<ReplaceOutcome> {
  const file =
    location === null ? null : await ownUpload(db, userId, location, [slot === 'cv' ? 'cv' : 'avatar'])
  if (location !== null && !file) return { ok: false, error: 'not-found' }
  const fileId = file?.id ?? null
  const column = slot === 'cv' ? talents.cvFileId : talents.pictureFileId
  const previous = await db.transaction(async (tx) => {
    const [talent] = await tx
      .select({ previous: column })
      .from(talents)
      .where(eq(talents.userId, userId))
      .for('update')
    if (!talent) return undefined
    await tx
      .update(talents)
      .set(
        slot === 'cv'
          ? { cvFileId: fileId, updatedAt: sql`now()` }
          : { pictureFileId: fileId, updatedAt: sql`now()` },
      )
      .where(eq(talents.userId, userId))
    if (slot === 'picture')
      await tx.update(users).set({ avatarFileId: fileId, updatedAt: sql`now()` }).where(eq(users.id, userId))
    return talent.previous
  })
  if (previous === undefined) return { ok: false, error: 'not-found' }
  if (previous && previous !== fileId) await deleteUploadIfUnused(db, userId, previous)
  return { ok: true, fileId }
}

export type TalentFiles = {
  /** The CV: its original name, a fresh signed link, and its location (what a form keeps). */
  cv: { name: string; src: string; location: string } | null
  /** The picture: its public location (show it through `/api/resized`). */
  picture: { src: string } | null
}

/** The talent's CV and picture as her own pages and `GET /api/talents` show them. */
export async function talentFiles(db: Database, userId: string): Promise<TalentFiles> {
  const [row] = await db
    .select({ cvFileId: talents.cvFileId, pictureFileId: talents.pictureFileId })
    .from(talents)
    .where(eq(talents.userId, userId))
  const ids = [row?.cvFileId, row?.pictureFileId].filter((id): id is string => Boolean(id))
  const files =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(uploadedFiles)
          .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.ownerUserId, userId)))
  const cv = files.find((file) => file.id === row?.cvFileId)
  const picture = files.find((file) => file.id === row?.pictureFileId)
  return {
    cv: cv ? { name: cv.originalName, src: signedFileUrl(cv.id), location: fileLocation(cv) } : null,
    picture: picture ? { src: fileLocation(picture) } : null,
  }
}

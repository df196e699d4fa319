import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { UNCONFIRMED_UNUSED_UPLOADS_QUOTA_BYTES, UNUSED_UPLOADS_QUOTA_BYTES } from '~/domain/constants'
import { uploadedFiles } from '~/server/db/schema'
import { createTalent, storageCases, suiteStorage } from '../../../tests/storage-setup'
import { pdfFile, photo } from '../../../tests/upload-files'
import { errorOf, uploadRequest } from '../../../tests/upload-requests'
import { replaceTalentFile } from './talent-files.server'
import { purgeUnusedUploads } from './unused-uploads.server'
import { handleUpload } from './upload-endpoint.server'
import { fileLocation, storeUpload } from './uploads.server'

const NEARLY_5_MB = 4_900_000

describe.each(storageCases())('unused uploads on $name', (storageCase) => {
  const context = suiteStorage(storageCase)
  let big: Uint8Array
  const rowsOf = (userId: string) =>
    context.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, userId))
  const fiveBigFiles = () =>
    uploadRequest(
      Array.from({ length: 5 }, (_, index) => ({ name: `cv-${index}.pdf`, bytes: big })),
      'cv',
    )

  beforeAll(async () => {
    big = await pdfFile({ padding: NEARLY_5_MB - 2000 })
  })

  it('refuses an unconfirmed account five files of nearly 5 MB in one call, storing nothing', async () => {
    const throwAway = await createTalent(context.db, 'Throwaway', { confirmed: false })
    const response = await handleUpload(context.db, throwAway.userId, fiveBigFiles())
    expect(response.status).toBe(413)
    expect((await errorOf(response)).details).toMatchObject({ code: 'quota' })
    expect(await rowsOf(throwAway.userId)).toEqual([])
    expect(await context.store.list('private/')).toEqual([])
    // Its quota still leaves room for a CV and a picture to build a profile.
    expect(UNCONFIRMED_UNUSED_UPLOADS_QUOTA_BYTES).toBeGreaterThan(2 * NEARLY_5_MB)
    expect(
      (
        await handleUpload(
          context.db,
          throwAway.userId,
          uploadRequest([{ name: 'cv.pdf', bytes: big }], 'cv'),
        )
      ).status,
    ).toBe(200)
  })

  it('lets a confirmed account keep one full upload unused, then frees room as files are used', async () => {
    const lotte = await createTalent(context.db, 'Lotte')
    expect((await handleUpload(context.db, lotte.userId, fiveBigFiles())).status).toBe(200)
    const refused = await handleUpload(
      context.db,
      lotte.userId,
      uploadRequest(
        [
          { name: 'more.pdf', bytes: big },
          { name: 'more2.pdf', bytes: big },
        ],
        'cv',
      ),
    )
    expect(refused.status).toBe(413)
    expect((await errorOf(refused)).details).toMatchObject({ code: 'quota' })
    expect(await rowsOf(lotte.userId)).toHaveLength(5)
    // The CV her profile uses no longer counts.
    const [first] = await rowsOf(lotte.userId)
    expect(await replaceTalentFile(context.db, lotte.userId, 'cv', fileLocation(first!))).toMatchObject({
      ok: true,
    })
    const again = await handleUpload(
      context.db,
      lotte.userId,
      uploadRequest([{ name: 'x.pdf', bytes: big }], 'cv'),
    )
    expect(again.status).toBe(200)
  })

  it('holds the quota under parallel calls', async () => {
    const bram = await createTalent(context.db, 'Bram')
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        handleUpload(context.db, bram.userId, fiveBigFiles()).then((r) => r.status),
      ),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    const stored = (await rowsOf(bram.userId)).reduce((sum, row) => sum + row.sizeBytes, 0)
    expect(stored).toBeLessThanOrEqual(UNUSED_UPLOADS_QUOTA_BYTES)
  })

  it('the nightly sweep deletes, rows and objects, only the day-old files nothing uses', async () => {
    const owner = await createTalent(context.db, 'Owner')
    const old = await storeUpload(context.db, owner.userId, { name: 'old.pdf', bytes: await pdfFile() }, 'cv')
    const fresh = await storeUpload(
      context.db,
      owner.userId,
      { name: 'new.pdf', bytes: await pdfFile() },
      'cv',
    )
    const profileCv = await storeUpload(
      context.db,
      owner.userId,
      { name: 'cv.pdf', bytes: await pdfFile() },
      'cv',
    )
    const picture = await storeUpload(context.db, owner.userId, {
      name: 'me.jpg',
      bytes: await photo('jpeg'),
    })
    const adopted = await storeUpload(
      context.db,
      owner.userId,
      { name: 'logo.png', bytes: await photo('png') },
      'logo',
    )
    await replaceTalentFile(context.db, owner.userId, 'cv', profileCv.location)
    await replaceTalentFile(context.db, owner.userId, 'picture', picture.location)
    await context.db.update(uploadedFiles).set({ ownerUserId: null }).where(eq(uploadedFiles.id, adopted.id))
    await context.db
      .update(uploadedFiles)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${uploadedFiles.id} in (${old.id}, ${profileCv.id}, ${picture.id}, ${adopted.id})`)
    const keysBefore = await context.store.list('')

    expect(await purgeUnusedUploads(context.db, new Date(), 1)).toBeGreaterThanOrEqual(1)
    const left = (await context.db.select({ id: uploadedFiles.id }).from(uploadedFiles)).map((row) => row.id)
    expect(left).not.toContain(old.id)
    expect(left).toEqual(expect.arrayContaining([fresh.id, profileCv.id, picture.id, adopted.id]))
    const keysAfter = await context.store.list('')
    expect(keysBefore).toContain(`private/cv/${old.id}.pdf`)
    expect(keysAfter).not.toContain(`private/cv/${old.id}.pdf`)
    expect(keysAfter).toEqual(
      expect.arrayContaining([`private/cv/${fresh.id}.pdf`, `public/logos/${adopted.id}.webp`]),
    )
  })
})

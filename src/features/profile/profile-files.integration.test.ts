import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type SectionSave, sectionSaveSchema } from '~/domain/profile'
import { createSession, userFromAccessToken } from '~/features/auth/sessions.server'
import { handleUpload } from '~/features/uploads/upload-endpoint.server'
import { uploadedFiles, users } from '~/server/db/schema'
import { createTalent, storageCases, suiteStorage } from '../../../tests/storage-setup'
import { pdfFile, photo } from '../../../tests/upload-files'
import { uploadRequest } from '../../../tests/upload-requests'
import { loadProfile, saveProfileSection } from './profile.server'

type Owner = { id: string; email: string; firstName: string; lastName: string }

describe.each(storageCases())('the profile picture and CV on $name', (storageCase) => {
  const context = suiteStorage(storageCase)
  let lotte: Owner
  let bram: Owner

  const upload = async (who: Owner, name: string, bytes: Uint8Array, purpose: 'cv' | 'avatar') => {
    const response = await handleUpload(context.db, who.id, uploadRequest([{ name, bytes }], purpose))
    expect(response.status).toBe(200)
    return ((await response.json()) as string[])[0]!
  }

  /** Saves the information section from what is saved now, with `change` applied. */
  const saveInformation = async (who: Owner, change: { cv?: string | null; picture?: string | null }) => {
    const profile = await loadProfile(context.db, who, 'fr')
    const values = {
      ...profile.values.information,
      profileTitle: 'Chargée de projet',
      phone: '+32470123456',
      city: 'Gent',
      availability: 'available',
      ...change,
    }
    const save = sectionSaveSchema.parse({
      section: 'information',
      version: profile.versions.information,
      values,
    }) as SectionSave
    return saveProfileSection(context.db, who, save)
  }

  const storageKeyOf = async (location: string) => {
    const [row] = await context.db
      .select({ key: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, location.split('/').pop()!.replace('.webp', '')))
    return row?.key ?? null
  }

  beforeAll(async () => {
    const owner = async (firstName: string): Promise<Owner> => {
      const { userId, email } = await createTalent(context.db, firstName)
      return { id: userId, email, firstName, lastName: 'Test' }
    }
    lotte = await owner('Lotte')
    bram = await owner('Bram')
  })

  it('keeps the CV and picture she uploaded; the picture becomes the avatar of her sessions', async () => {
    const cv = await upload(lotte, 'CV Lotte 2026.pdf', await pdfFile({ pages: 2 }), 'cv')
    const picture = await upload(lotte, 'moi.jpg', await photo('jpeg'), 'avatar')
    expect(await saveInformation(lotte, { cv, picture })).toEqual({ ok: true })

    const profile = await loadProfile(context.db, lotte, 'nl')
    expect(profile.values.information.cv).toBe(cv)
    expect(profile.values.information.picture).toBe(picture)
    expect(profile.cvName).toBe('CV Lotte 2026.pdf')
    expect(profile.complete.information).toBe(true)

    const tokens = await createSession(context.db, lotte.id)
    const user = await userFromAccessToken(context.db, tokens.accessToken)
    expect(user?.avatarSrc).toBe(picture)
  })

  it('deletes the file a save replaces or removes, row and object', async () => {
    const before = await loadProfile(context.db, lotte, 'fr')
    const oldCv = before.values.information.cv!
    const oldPicture = before.values.information.picture!
    const oldKeys = [await storageKeyOf(oldCv), await storageKeyOf(oldPicture)]
    expect(oldKeys.every(Boolean)).toBe(true)

    const newCv = await upload(lotte, 'cv-v2.pdf', await pdfFile(), 'cv')
    expect(await saveInformation(lotte, { cv: newCv, picture: null })).toEqual({ ok: true })

    expect(await storageKeyOf(oldCv)).toBeNull()
    expect(await storageKeyOf(oldPicture)).toBeNull()
    for (const key of oldKeys) expect(await context.store.stat(key!)).toBeNull()
    const after = await loadProfile(context.db, lotte, 'fr')
    expect(after.values.information).toMatchObject({ cv: newCv, picture: null })
    expect(after.cvName).toBe('cv-v2.pdf')
    const [account] = await context.db
      .select({ avatar: users.avatarFileId })
      .from(users)
      .where(eq(users.id, lotte.id))
    expect(account?.avatar).toBeNull()
  })

  it("refuses another talent's file, a PDF as picture and a picture as CV, and changes nothing", async () => {
    const bramCv = await upload(bram, 'bram.pdf', await pdfFile(), 'cv')
    const bramPicture = await upload(bram, 'bram.png', await photo('png'), 'avatar')
    const ownPdf = await upload(lotte, 'again.pdf', await pdfFile(), 'cv')
    const ownPicture = await upload(lotte, 'again.png', await photo('png'), 'avatar')
    const before = await loadProfile(context.db, lotte, 'fr')

    for (const change of [
      { cv: bramCv },
      { picture: bramPicture },
      { picture: ownPdf },
      { cv: ownPicture },
      { cv: '/api/files/00000000-0000-4000-8000-000000000000' },
      { picture: '/files/demo/logo.png' },
    ])
      expect(await saveInformation(lotte, change), JSON.stringify(change)).toEqual({
        ok: false,
        error: 'file-not-found',
      })

    const after = await loadProfile(context.db, lotte, 'fr')
    expect(after.versions).toEqual(before.versions)
    expect(after.values.information).toEqual(before.values.information)
    // Bram's files are untouched and still his.
    expect(await storageKeyOf(bramCv)).not.toBeNull()
    expect(await storageKeyOf(bramPicture)).not.toBeNull()
  })
})

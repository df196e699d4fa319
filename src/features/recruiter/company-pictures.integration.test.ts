import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import { findCompanyPage } from '~/features/companies/company-page.server'
import { storeUpload } from '~/features/uploads/uploads.server'
import { companies, uploadedFiles } from '~/server/db/schema'
import { recruiterOf, twoCompanies } from '../../../tests/hiring-setup'
import { storageCases, suiteStorage } from '../../../tests/storage-setup'
import { editableCompanyProfile, saveCompanyProfile } from './company-profile.server'

const picture = (colour: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer()

describe.each(storageCases())('organisation pictures on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let company: string
  let other: string
  let claire: SessionUser
  let outsider: SessionUser
  const upload = async (user: SessionUser, purpose: 'logo' | 'banner' | 'image' | 'avatar') =>
    storeUpload(context.db, user.id, { name: `${purpose}.png`, bytes: await picture('#2a6f4e') }, purpose)
  const fileRow = async (id: string) =>
    (await context.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0]

  beforeAll(async () => {
    ;[company, other] = await twoCompanies(context.db)
    claire = await recruiterOf(context.db, company, 'Claire')
    outsider = await recruiterOf(context.db, other, 'Outsider')
  })

  it('takes the editor’s own uploads, adopts them on save and deletes the ones it stops showing', async () => {
    const { db } = context
    const logo = await upload(claire, 'logo')
    const banner = await upload(claire, 'banner')
    const photo = await upload(claire, 'image')
    const tilePhoto = await upload(claire, 'image')
    expect(logo.location).toMatch(/^\/files\/logos\/[0-9a-f-]+\.webp$/)
    const read = (await editableCompanyProfile(db, claire.id, company))!
    const fr = read.values.translations.fr
    const values = {
      ...read.values,
      pictures: { ...read.values.pictures, logo: logo.location, banner: banner.location },
      teamGallery: [photo.location],
      translations: {
        ...read.values.translations,
        fr: {
          ...fr,
          squares: [
            { title: 'Circuits courts', text: 'Nos fournisseurs à moins de 50 km.', image: null },
            { title: '', text: '', image: null },
          ],
          circles: [{ title: 'Coopérative', text: 'Une voix par membre.', image: tilePhoto.location }],
        },
      },
    }
    const saved = await saveCompanyProfile(db, claire.id, company, read.version, values)
    if (!saved.ok) throw new Error(saved.error)
    const [row] = await db.select().from(companies).where(eq(companies.id, company))
    expect(row).toMatchObject({
      logoUrl: logo.location,
      bannerUrl: banner.location,
      teamGallery: [photo.location],
    })
    // The organisation's now: they outlive Claire's account and stay out of her data export.
    for (const file of [logo, banner, photo, tilePhoto])
      expect((await fileRow(file.id))!.ownerUserId).toBeNull()

    const page = await findCompanyPage(db, 'fr', fr.slug)
    if (page.kind !== 'found') throw new Error(page.kind)
    expect(page.page.company.logoUrl).toBe(logo.location)
    expect(page.page.company.squares).toEqual([
      { title: 'Circuits courts', text: 'Nos fournisseurs à moins de 50 km.', image: null },
    ])
    expect(page.page.company.circles[0]!.image).toBe(tilePhoto.location)

    // Removing the banner deletes it, row and object; what is still shown stays.
    const again = (await editableCompanyProfile(db, claire.id, company))!
    expect(again.values.translations.fr.squares).toHaveLength(1)
    const removed = await saveCompanyProfile(db, claire.id, company, again.version, {
      ...again.values,
      pictures: { ...again.values.pictures, banner: null },
    })
    expect(removed.ok).toBe(true)
    expect(await fileRow(banner.id)).toBeUndefined()
    expect(await context.store.get(`public/banners/${banner.id}.webp`)).toBeNull()
    expect(await fileRow(logo.id)).toBeDefined()
  })

  it('refuses a picture that is someone else’s, a talent’s avatar, or not a stored file; nothing changes', async () => {
    const { db } = context
    const theirs = await upload(outsider, 'logo')
    const avatar = await upload(claire, 'avatar')
    const read = (await editableCompanyProfile(db, claire.id, company))!
    for (const location of [theirs.location, avatar.location, '/files/logos/not-there.webp']) {
      expect(
        await saveCompanyProfile(db, claire.id, company, read.version, {
          ...read.values,
          name: 'Changé',
          pictures: { ...read.values.pictures, logo: location },
        }),
      ).toEqual({ ok: false, error: 'invalid' })
    }
    for (const location of ['https://evil.example/logo.png', '/files/../secret', 'javascript:alert(1)']) {
      expect(
        await saveCompanyProfile(db, claire.id, company, read.version, {
          ...read.values,
          teamGallery: [location],
        }),
      ).toEqual({ ok: false, error: 'invalid' })
    }
    // A tile with a text but no title, and a fifth square, are refused too.
    const fr = read.values.translations.fr
    const tile = { title: 'T', text: 'x', image: null }
    for (const squares of [[{ ...tile, title: '' }], [tile, tile, tile, tile, tile]]) {
      expect(
        await saveCompanyProfile(db, claire.id, company, read.version, {
          ...read.values,
          translations: { ...read.values.translations, fr: { ...fr, squares } },
        }),
      ).toEqual({ ok: false, error: 'invalid' })
    }
    const [row] = await db.select().from(companies).where(eq(companies.id, company))
    expect(row!.name).not.toBe('Changé')
    expect((await fileRow(theirs.id))!.ownerUserId).toBe(outsider.id)
  })
})

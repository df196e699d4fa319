import { eq, is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_SIDE, UPLOAD_MAX_BYTES } from '~/domain/uploads'
import { deleteAccount } from '~/features/auth/account-settings.server'
import * as schema from '~/server/db/schema'
import { applications, companies, offers, talents, uploadedFiles, users } from '~/server/db/schema'
import {
  type StorageContext,
  storageCases,
  storageWithTwoTalents,
  type TestTalent,
} from '../../../tests/storage-setup'
import {
  encryptedPdf,
  htmlPage,
  pdfFile,
  pdfHtmlPolyglot,
  pdfZipPolyglot,
  photo,
  pngBomb,
  svgImage,
  zipFile,
} from '../../../tests/upload-files'
import { replaceTalentFile } from './talent-files.server'
import { FILE_REFERENCES } from './unused-uploads.server'
import { UploadRefused } from './upload-checks.server'
import { deleteUpload, ownUpload, storeUpload, storeUploads } from './uploads.server'

/** A PDF brought to `size` bytes with the line ends a PDF may carry after its `%%EOF`. */
const padTo = (pdf: Buffer, size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x0a)])

/** The code a refused upload gives (fails the test when it is stored). */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(UploadRefused)
  return (error as UploadRefused).code
}

describe('FILE_REFERENCES', () => {
  it('names every column that points to uploaded_files (a new one must be added there)', () => {
    const pointing = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table)
        return config.foreignKeys
          .filter((key) => key.reference().foreignTable === uploadedFiles)
          .flatMap((key) => key.reference().columns.map((column) => `${config.name}.${column.name}`))
      })
    const listed = FILE_REFERENCES.map(({ table, column }) => `${table}.${column}`)
    expect(listed.filter((name) => name !== 'users.avatar_file_id').sort()).toEqual(pointing.sort())
  })
})

describe.each(storageCases())('uploads on $name', (storageCase) => {
  let context: StorageContext
  let lotte: TestTalent
  let bram: TestTalent
  const rowsOf = (userId: string) =>
    context.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, userId))

  storageWithTwoTalents(storageCase, (suite) => ({ context, lotte, bram } = suite))

  it('stores a CV privately and a picture publicly, re-encoded to WebP without its EXIF and GPS', async () => {
    const cv = await storeUpload(
      context.db,
      lotte.userId,
      { name: 'C:\\docs\\CV Lotte.pdf', bytes: await pdfFile({ pages: 2 }) },
      'cv',
    )
    expect(cv).toMatchObject({ kind: 'cv', name: 'CV Lotte.pdf', mimeType: 'application/pdf', pages: 2 })
    expect(cv.location).toBe(`/api/files/${cv.id}`)
    const original = await photo('jpeg')
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const picture = await storeUpload(context.db, lotte.userId, { name: 'me.jpg', bytes: original })
    expect(picture).toMatchObject({ kind: 'avatar', mimeType: 'image/webp' })
    expect(picture.location).toBe(`/files/avatars/${picture.id}.webp`)

    expect(await context.store.list('private/')).toEqual([`private/cv/${cv.id}.pdf`])
    expect(await context.store.list('public/')).toEqual([`public/avatars/${picture.id}.webp`])
    const stored = await context.store.get(`public/avatars/${picture.id}.webp`)
    const meta = await sharp(stored!.bytes).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual([
      'webp',
      1200,
      900,
      undefined,
      undefined,
      undefined,
    ])
    expect(await rowsOf(lotte.userId)).toHaveLength(2)
  })

  it('takes JPEG, PNG and WebP by their bytes whatever their name, and shrinks big pictures to 1600 px', async () => {
    for (const format of ['png', 'webp'] as const) {
      const stored = await storeUpload(
        context.db,
        bram.userId,
        { name: 'cv.pdf', bytes: await photo(format) },
        'avatar',
      )
      expect(stored.mimeType).toBe('image/webp')
    }
    const big = await storeUpload(context.db, bram.userId, {
      name: 'wide.png',
      bytes: await photo('jpeg', { width: 4000, height: 1000 }),
    })
    const object = await context.store.get(`public/avatars/${big.id}.webp`)
    expect((await sharp(object!.bytes).metadata()).width).toBe(IMAGE_MAX_SIDE)
    for (const row of await rowsOf(bram.userId)) await deleteUpload(context.db, bram.userId, row.id)
  })

  it('refuses oversized, empty, truncated, renamed, polyglot, encrypted and bomb files, leaving nothing behind', async () => {
    const before = { rows: (await rowsOf(bram.userId)).length, objects: await context.store.list('') }
    const pdf = await pdfFile()
    const jpeg = await photo('jpeg')
    const cases: [string, Uint8Array, 'cv' | 'avatar' | undefined, string][] = [
      ['oversized', await pdfFile({ padding: 6_000_000 }), 'cv', 'too-large'],
      [
        '5.00 MB and one byte',
        padTo(await pdfFile({ padding: 4_900_000 }), UPLOAD_MAX_BYTES + 1),
        'cv',
        'too-large',
      ],
      ['empty', new Uint8Array(), 'cv', 'empty'],
      ['truncated PDF', pdf.subarray(0, pdf.length - 40), 'cv', 'damaged'],
      ['PDF cut in half', pdf.subarray(0, pdf.length / 2), 'cv', 'damaged'],
      ['PDF head, nothing inside', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'cv', 'damaged'],
      ['truncated JPEG', jpeg.subarray(0, jpeg.length / 2), 'avatar', 'damaged'],
      ['HTML named .pdf', htmlPage(), 'cv', 'not-pdf'],
      ['PDF/HTML polyglot', pdfHtmlPolyglot(), 'cv', 'not-pdf'],
      ['zip named .pdf', zipFile(), 'cv', 'not-pdf'],
      ['PDF with a zip appended', await pdfZipPolyglot(), 'cv', 'damaged'],
      ['password-protected PDF', await encryptedPdf(), 'cv', 'encrypted'],
      ['picture sent as CV', jpeg, 'cv', 'not-pdf'],
      ['PDF sent as picture', pdf, 'avatar', 'not-image'],
      ['SVG as picture', svgImage(), 'avatar', 'not-image'],
      ['zip as picture', zipFile(), 'avatar', 'not-image'],
      ['a text file, no purpose', Buffer.from('hello'), undefined, 'unsupported'],
      ['50000×50000 PNG bomb', pngBomb(), 'avatar', 'too-many-pixels'],
    ]
    for (const [label, bytes, purpose, code] of cases) {
      const given = await refusal(storeUpload(context.db, bram.userId, { name: 'file.pdf', bytes }, purpose))
      expect(given, label).toBe(code)
    }
    expect((await rowsOf(bram.userId)).length).toBe(before.rows)
    expect(await context.store.list('')).toEqual(before.objects)
  })

  it('takes a PDF of exactly 5.00 MB (5,000,000 bytes)', async () => {
    const exact = padTo(await pdfFile({ padding: 4_900_000 }), UPLOAD_MAX_BYTES)
    const stored = await storeUpload(context.db, bram.userId, { name: 'big.pdf', bytes: exact }, 'cv')
    expect(stored.sizeBytes).toBe(5_000_000)
    await deleteUpload(context.db, bram.userId, stored.id)
  })

  it('stores files sent together all or nothing', async () => {
    const objects = await context.store.list('')
    const error = await storeUploads(context.db, bram.userId, [
      { name: 'a.pdf', bytes: await pdfFile() },
      { name: 'b.pdf', bytes: htmlPage() },
    ]).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(UploadRefused)
    expect((error as UploadRefused).fileIndex).toBe(1)
    expect(await rowsOf(bram.userId)).toHaveLength(0)
    expect(await context.store.list('')).toEqual(objects)
  })

  it('resolves a location to its row for its owner only, of the kinds asked', async () => {
    const cv = await storeUpload(context.db, lotte.userId, { name: 'cv.pdf', bytes: await pdfFile() }, 'cv')
    const own = await ownUpload(context.db, lotte.userId, cv.location, ['cv'])
    expect(own?.id).toBe(cv.id)
    expect((await ownUpload(context.db, lotte.userId, `${cv.location}?expires=1&signature=x`))?.id).toBe(
      cv.id,
    )
    expect(await ownUpload(context.db, bram.userId, cv.location)).toBeNull()
    expect(await ownUpload(context.db, lotte.userId, cv.location, ['avatar'])).toBeNull()
    for (const location of [
      '',
      '/api/files/not-a-uuid',
      '/files/../uploads/x',
      'https://evil.example/cv.pdf',
    ])
      expect(await ownUpload(context.db, lotte.userId, location), location).toBeNull()
  })

  it('deletes a file (row and object) for its owner only', async () => {
    const cv = await storeUpload(
      context.db,
      lotte.userId,
      { name: 'cv.pdf', bytes: await pdfFile() },
      'cover_letter',
    )
    const key = `private/cover-letters/${cv.id}.pdf`
    expect(await deleteUpload(context.db, bram.userId, cv.id)).toBe(false)
    expect(await context.store.stat(key)).not.toBeNull()
    expect(await deleteUpload(context.db, lotte.userId, cv.id)).toBe(true)
    expect(await context.store.stat(key)).toBeNull()
    expect(await ownUpload(context.db, lotte.userId, cv.location)).toBeNull()
    expect(await deleteUpload(context.db, lotte.userId, cv.id)).toBe(false)
  })

  it('sets, replaces and removes the CV and picture, deleting what they replace unless an application uses it', async () => {
    const first = await storeUpload(
      context.db,
      bram.userId,
      { name: 'one.pdf', bytes: await pdfFile() },
      'cv',
    )
    const second = await storeUpload(
      context.db,
      bram.userId,
      { name: 'two.pdf', bytes: await pdfFile() },
      'cv',
    )
    const mine = await storeUpload(
      context.db,
      lotte.userId,
      { name: 'hers.pdf', bytes: await pdfFile() },
      'cv',
    )
    expect(await replaceTalentFile(context.db, bram.userId, 'cv', mine.location)).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(await replaceTalentFile(context.db, bram.userId, 'picture', first.location)).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(await replaceTalentFile(context.db, bram.userId, 'cv', first.location)).toEqual({
      ok: true,
      fileId: first.id,
    })
    expect(await replaceTalentFile(context.db, bram.userId, 'cv', second.location)).toEqual({
      ok: true,
      fileId: second.id,
    })
    expect(await context.store.stat(`private/cv/${first.id}.pdf`)).toBeNull()
    expect(await ownUpload(context.db, bram.userId, first.location)).toBeNull()

    // An application sent with the second CV keeps it when the profile's CV is removed.
    const [company] = await context.db
      .insert(companies)
      .values({ name: 'Boeren aan huis', size: 'under_5' })
      .returning()
    const [offer] = await context.db
      .insert(offers)
      .values({
        companyId: company!.id,
        slug: 'boer',
        language: 'nl',
        title: 'Boer',
        companyName: company!.name,
        contractType: 'cdi',
        remotePolicy: 'remote_not_authorized',
        category: 'other',
      })
      .returning()
    await context.db.insert(applications).values({
      talentId: bram.talentId,
      offerId: offer!.id,
      companyId: company!.id,
      cvFileId: second.id,
      consentAt: new Date(),
    })
    expect(await replaceTalentFile(context.db, bram.userId, 'cv', null)).toEqual({ ok: true, fileId: null })
    expect(await context.store.stat(`private/cv/${second.id}.pdf`)).not.toBeNull()
    const [talent] = await context.db.select().from(talents).where(eq(talents.userId, bram.userId))
    expect(talent?.cvFileId).toBeNull()

    const picture = await storeUpload(context.db, bram.userId, { name: 'me.png', bytes: await photo('png') })
    const newer = await storeUpload(context.db, bram.userId, { name: 'me2.png', bytes: await photo('png') })
    await replaceTalentFile(context.db, bram.userId, 'picture', picture.location)
    const [user] = await context.db.select().from(users).where(eq(users.id, bram.userId))
    expect(user?.avatarFileId).toBe(picture.id)
    await replaceTalentFile(context.db, bram.userId, 'picture', newer.location)
    expect(await context.store.stat(`public/avatars/${picture.id}.webp`)).toBeNull()
  })

  it('deleting the account deletes every object of the account, and only those', async () => {
    const others = await context.store.list('')
    const cv = await storeUpload(context.db, lotte.userId, { name: 'cv.pdf', bytes: await pdfFile() }, 'cv')
    await replaceTalentFile(context.db, lotte.userId, 'cv', cv.location)
    await storeUpload(context.db, lotte.userId, { name: 'me.webp', bytes: await photo('webp') })
    const lotteKeys = (await rowsOf(lotte.userId)).map((row) => row.storageKey)
    expect(lotteKeys.length).toBeGreaterThan(3)
    await deleteAccount(context.db, lotte.userId)
    expect(await rowsOf(lotte.userId)).toHaveLength(0)
    const left = await context.store.list('')
    expect(left.filter((key) => lotteKeys.includes(key))).toEqual([])
    expect(left).toEqual(others.filter((key) => !lotteKeys.includes(key)))
    expect((await rowsOf(bram.userId)).length).toBeGreaterThan(0)
  })
})

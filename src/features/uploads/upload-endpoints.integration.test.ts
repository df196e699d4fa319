import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeImageSource } from '~/domain/resized-image'
import { UPLOAD_MAX_REQUEST_BYTES } from '~/domain/uploads'
import { handleTalentRequest } from '~/features/talent/talent-api.server'
import { resizedImage } from '~/server/images/resize.server'
import { publicFileResponse } from '~/server/storage/public-files'
import { createTalent, openStorage, type StorageContext, storageCases } from '../../../tests/storage-setup'
import { htmlPage, pdfFile, photo } from '../../../tests/upload-files'
import { handleFileRequest } from './file-endpoint.server'
import { signedFileUrl } from './signed-urls.server'
import { replaceTalentFile } from './talent-files.server'
import { handleUpload } from './upload-endpoint.server'

const site = 'http://localhost'

function uploadRequest(files: { name: string; bytes: Uint8Array; type?: string }[], purpose?: string) {
  const form = new FormData()
  if (purpose) form.set('purpose', purpose)
  for (const [index, file] of files.entries())
    form.set(`file-${index}`, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name)
  return new Request(`${site}/api/upload`, { method: 'POST', body: form })
}

/** `GET` a `/api/files/…` URL as `viewer` (a user id, or null signed out). */
const fetchSigned = (context: StorageContext, url: string, viewer: string | null = null) => {
  const parsed = new URL(url, site)
  return handleFileRequest(
    context.db,
    parsed.pathname.split('/').pop()!,
    new Request(parsed),
    async () => viewer,
  )
}

async function errorOf(response: Response) {
  return (
    (await response.json()) as { error: { status: number; message: string; details?: { code: string } } }
  ).error
}

describe.each(storageCases())('upload endpoints on $name', (storageCase) => {
  let context: StorageContext
  let lotte: Awaited<ReturnType<typeof createTalent>>
  let bram: Awaited<ReturnType<typeof createTalent>>

  beforeAll(async () => {
    context = await openStorage(storageCase)
    lotte = await createTalent(context.db, 'Lotte')
    bram = await createTalent(context.db, 'Bram')
  })
  afterAll(async () => {
    await context?.dispose()
  })

  it('POST /api/upload answers a location per file, in field order, whatever the names and declared types', async () => {
    const response = await handleUpload(
      context.db,
      lotte.userId,
      uploadRequest([
        { name: 'cv.pdf', bytes: await pdfFile(), type: 'image/png' },
        { name: 'photo.pdf', bytes: await photo('jpeg'), type: 'application/pdf' },
      ]),
    )
    expect(response.status).toBe(200)
    const locations = (await response.json()) as string[]
    expect(locations).toHaveLength(2)
    expect(locations[0]).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/)
    expect(locations[1]).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.webp$/)
    // The public picture is served from the store, and resized from there.
    const picture = await publicFileResponse(locations[1]!.slice('/files/'.length))
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp'])
    const resized = await resizedImage(locations[1]!, 96)
    expect((await sharp(resized.bytes).metadata()).width).toBe(96)
    expect(encodeImageSource(locations[1]!)).toBeTruthy()
  })

  it('refuses with a 4xx JSON error and its code, storing nothing', async () => {
    const before = await context.store.list('')
    const cases: [string, Promise<Response>, number, string | undefined][] = [
      [
        'signed out',
        handleUpload(context.db, null, uploadRequest([{ name: 'a.pdf', bytes: await pdfFile() }])),
        401,
        'signed-out',
      ],
      [
        'HTML as CV',
        handleUpload(context.db, lotte.userId, uploadRequest([{ name: 'a.pdf', bytes: htmlPage() }], 'cv')),
        415,
        'not-pdf',
      ],
      [
        'picture as CV',
        handleUpload(
          context.db,
          lotte.userId,
          uploadRequest([{ name: 'a.pdf', bytes: await photo('png') }], 'cv'),
        ),
        415,
        'not-pdf',
      ],
      [
        'PDF as avatar',
        handleUpload(
          context.db,
          lotte.userId,
          uploadRequest([{ name: 'a.png', bytes: await pdfFile() }], 'avatar'),
        ),
        415,
        'not-image',
      ],
      [
        'empty file',
        handleUpload(context.db, lotte.userId, uploadRequest([{ name: 'a.pdf', bytes: new Uint8Array() }])),
        400,
        'empty',
      ],
      ['no file', handleUpload(context.db, lotte.userId, uploadRequest([], 'cv')), 400, 'no-file'],
      [
        'bad purpose',
        handleUpload(
          context.db,
          lotte.userId,
          uploadRequest([{ name: 'a.pdf', bytes: await pdfFile() }], 'logo'),
        ),
        400,
        undefined,
      ],
      [
        'six files',
        handleUpload(
          context.db,
          lotte.userId,
          uploadRequest(Array.from({ length: 6 }, () => ({ name: 'a.pdf', bytes: new Uint8Array([1]) }))),
        ),
        400,
        'too-many-files',
      ],
      [
        'JSON body',
        handleUpload(
          context.db,
          lotte.userId,
          new Request(`${site}/api/upload`, {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
          }),
        ),
        415,
        undefined,
      ],
      [
        'announced too large',
        handleUpload(
          context.db,
          lotte.userId,
          new Request(`${site}/api/upload`, {
            method: 'POST',
            body: 'x',
            headers: {
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(UPLOAD_MAX_REQUEST_BYTES + 1),
            },
          }),
        ),
        413,
        'too-large',
      ],
    ]
    for (const [label, pending, status, code] of cases) {
      const response = await pending
      expect(response.status, label).toBe(status)
      const error = await errorOf(response)
      expect(error.status, label).toBe(status)
      expect(error.details?.code, label).toBe(code)
    }
    // The second file is the bad one: its field is named, and the first is not kept either.
    const mixed = await handleUpload(
      context.db,
      lotte.userId,
      uploadRequest([
        { name: 'ok.pdf', bytes: await pdfFile() },
        { name: 'bad.pdf', bytes: htmlPage() },
      ]),
    )
    expect(mixed.status).toBe(415)
    expect((await errorOf(mixed)).message).toMatch(/^file-1: /)
    expect(await context.store.list('')).toEqual(before)
  })

  it('stops reading a body without a length once it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length
        if (sent > UPLOAD_MAX_REQUEST_BYTES * 4) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const request = new Request(`${site}/api/upload`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit)
    const response = await handleUpload(context.db, bram.userId, request)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(UPLOAD_MAX_REQUEST_BYTES * 2)
  })

  it('limits the uploads of an account (429 with Retry-After)', async () => {
    const someone = await createTalent(context.db, 'Busy')
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push((await handleUpload(context.db, someone.userId, uploadRequest([], 'cv'))).status)
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    const blocked = await handleUpload(context.db, someone.userId, uploadRequest([], 'cv'))
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another account is not affected.
    expect((await handleUpload(context.db, bram.userId, uploadRequest([], 'cv'))).status).toBe(400)
  })

  it('serves a private file through a valid signed link only: not expired, not tampered, not for another file', async () => {
    const [cv, other] = (await (
      await handleUpload(
        context.db,
        lotte.userId,
        uploadRequest([
          { name: 'Curriculum « Lotte ».pdf', bytes: await pdfFile({ pages: 2 }) },
          { name: 'other.pdf', bytes: await pdfFile() },
        ]),
      )
    ).json()) as [string, string]
    const id = cv.split('/').pop()!
    const otherId = other.split('/').pop()!
    const valid = await fetchSigned(context, signedFileUrl(id))
    expect(valid.status).toBe(200)
    expect(valid.headers.get('content-type')).toBe('application/pdf')
    expect(valid.headers.get('cache-control')).toBe('private, no-store')
    expect(valid.headers.get('x-content-type-options')).toBe('nosniff')
    expect(valid.headers.get('content-disposition')).toBe(
      `attachment; filename="Curriculum _ Lotte _.pdf"; filename*=UTF-8''${encodeURIComponent('Curriculum « Lotte ».pdf')}`,
    )
    expect(
      Buffer.from(await valid.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const expired = signedFileUrl(id, 300, Date.now() - 10 * 60_000)
    expect((await fetchSigned(context, expired)).status).toBe(410)
    const url = new URL(signedFileUrl(id), site)
    const signature = url.searchParams.get('signature')!
    const tampered = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await fetchSigned(context, tampered)).status).toBe(403)
    const later = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${signature}`
    expect((await fetchSigned(context, later)).status).toBe(403)
    const elsewhere = `/api/files/${otherId}?${url.searchParams}`
    expect((await fetchSigned(context, elsewhere)).status).toBe(403)
    expect((await fetchSigned(context, `/api/files/${id}?signature=${signature}`)).status).toBe(403)
    expect((await fetchSigned(context, signedFileUrl(crypto.randomUUID()))).status).toBe(404)
    // A public picture is not a private file, signed or not.
    const [avatar] = (await (
      await handleUpload(
        context.db,
        lotte.userId,
        uploadRequest([{ name: 'me.png', bytes: await photo('png') }]),
      )
    ).json()) as [string]
    const avatarId = avatar.split('/').pop()!.replace('.webp', '')
    expect((await fetchSigned(context, signedFileUrl(avatarId))).status).toBe(404)
  })

  it('sends the owner of an unsigned location to a fresh signed link, and nobody else', async () => {
    const [cv, avatar] = (await (
      await handleUpload(
        context.db,
        lotte.userId,
        uploadRequest([
          { name: 'cv.pdf', bytes: await pdfFile() },
          { name: 'me.png', bytes: await photo('png') },
        ]),
      )
    ).json()) as [string, string]
    const redirect = await fetchSigned(context, cv, lotte.userId)
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('cache-control')).toBe('private, no-store')
    const signed = redirect.headers.get('location')!
    expect(signed).toMatch(new RegExp(`^${cv}\\?expires=\\d+&signature=[\\w-]+$`))
    expect((await fetchSigned(context, signed)).status).toBe(200)
    expect((await fetchSigned(context, cv, bram.userId)).status).toBe(404)
    expect((await fetchSigned(context, cv, null)).status).toBe(401)
    const avatarId = avatar.split('/').pop()!.replace('.webp', '')
    expect((await fetchSigned(context, `/api/files/${avatarId}`, lotte.userId)).status).toBe(404)
    expect((await fetchSigned(context, '/api/files/not-a-uuid', lotte.userId)).status).toBe(404)
  })

  it('GET /api/talents answers oneself with a working signed CV link, and nobody else', async () => {
    const [cv] = (await (
      await handleUpload(
        context.db,
        lotte.userId,
        uploadRequest([{ name: 'mijn-cv.pdf', bytes: await pdfFile() }]),
      )
    ).json()) as [string]
    await replaceTalentFile(context.db, lotte.userId, 'cv', cv)
    const ask = (userId: string | null, query = '') =>
      handleTalentRequest(context.db, userId, new Request(`${site}/api/talents${query}`))
    for (const query of ['', `?uuid=${lotte.talentId}`, `?uuid=${lotte.userId}`]) {
      const response = await ask(lotte.userId, query)
      expect(response.status, query).toBe(200)
      const talent = (await response.json()) as { uuid: string; cv: { name: string; src: string } }
      expect(talent.uuid).toBe(lotte.talentId)
      expect(talent.cv.name).toBe('mijn-cv.pdf')
      expect((await fetchSigned(context, talent.cv.src)).status).toBe(200)
    }
    // Bram asks for Lotte, by either uuid, or for someone who does not exist: 403 alike.
    for (const uuid of [lotte.talentId, lotte.userId, crypto.randomUUID()])
      expect((await ask(bram.userId, `?uuid=${uuid}`)).status, uuid).toBe(403)
    expect((await ask(bram.userId)).status).toBe(200)
    expect(((await (await ask(bram.userId)).json()) as { cv: unknown }).cv).toBeNull()
    expect((await ask(null, `?uuid=${lotte.talentId}`)).status).toBe(401)
    expect((await ask(lotte.userId, '?uuid=nope')).status).toBe(400)
  })

  it('serves public pictures at /files/ from the store and nothing outside it', async () => {
    await context.store.put(
      'public/pictures/logo.png',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b5d51' } })
        .png()
        .toBuffer(),
      'image/png',
    )
    await context.store.put('private/cv/secret.pdf', await pdfFile(), 'application/pdf')
    const ok = await publicFileResponse('pictures/logo.png')
    expect([ok.status, ok.headers.get('content-type')]).toEqual([200, 'image/png'])
    const again = await publicFileResponse(
      'pictures/logo.png',
      new Request(site, { headers: { 'if-none-match': ok.headers.get('etag')! } }),
    )
    expect(again.status).toBe(304)
    for (const path of [
      'pictures/none.png',
      '../uploads/cv/secret.pdf',
      '../private/cv/secret.pdf',
      'pictures/../../x.png',
      'cv/secret.pdf',
    ])
      expect((await publicFileResponse(path)).status, path).toBe(404)
  })
})

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { encodeImageSource } from '~/domain/resized-image'
import { UPLOAD_MAX_REQUEST_BYTES } from '~/domain/uploads'
import { resizedImage } from '~/server/images/resize.server'
import { publicFileResponse } from '~/server/storage/public-files'
import {
  createTalent,
  type StorageContext,
  storageCases,
  storageWithTwoTalents,
  type TestTalent,
} from '../../../tests/storage-setup'
import { htmlPage, pdfFile, photo } from '../../../tests/upload-files'
import { errorOf, site, uploadRequest } from '../../../tests/upload-requests'
import { handleUpload } from './upload-endpoint.server'

describe.each(storageCases())('POST /api/upload and /files on $name', (storageCase) => {
  let context: StorageContext
  let lotte: TestTalent
  let bram: TestTalent

  storageWithTwoTalents(storageCase, (suite) => ({ context, lotte, bram } = suite))

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
          uploadRequest([{ name: 'a.pdf', bytes: await pdfFile() }], 'thumbnail'),
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

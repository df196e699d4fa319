import { describe, expect, it } from 'vitest'
import { handleTalentRequest } from '~/features/talent/talent-api.server'
import {
  type StorageContext,
  storageCases,
  storageWithTwoTalents,
  type TestTalent,
} from '../../../tests/storage-setup'
import { pdfFile, photo } from '../../../tests/upload-files'
import { fetchSigned, site, uploadRequest } from '../../../tests/upload-requests'
import { signedFileUrl } from './signed-urls.server'
import { replaceTalentFile } from './talent-files.server'
import { handleUpload } from './upload-endpoint.server'

describe.each(storageCases())('signed file links and GET /api/talents on $name', (storageCase) => {
  let context: StorageContext
  let lotte: TestTalent
  let bram: TestTalent

  storageWithTwoTalents(storageCase, (suite) => ({ context, lotte, bram } = suite))

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
})

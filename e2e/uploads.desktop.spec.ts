import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { htmlPage, pdfFile, photo } from '../tests/upload-files'
import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  newPersonContext,
  test,
} from './fixtures'

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.be`
const b64 = (text: string) => Buffer.from(text).toString('base64url')

/** Registers through /connect (French) in this page's browser context, which stays signed in. */
async function register(page: Page, firstName: string) {
  await gotoHydrated(page, '/connect?tab=register')
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Prénom').fill(firstName)
  await form.getByLabel('Adresse e-mail').fill(unique(firstName.toLowerCase()))
  await form.getByLabel('Mot de passe').fill('groene-stad-2026')
  await form.getByRole('checkbox', { name: /conditions d'utilisation/ }).check()
  await form.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page).toHaveURL(/talent\/settings\/account$/)
  // Declined now, so the welcome offer cannot fade in under a later accessibility check.
  await declineWelcome(page)
}

async function signedInElsewhere(browser: Browser, firstName: string) {
  const context = await newPersonContext(browser)
  const page = await context.newPage()
  await register(page, firstName)
  return { context, request: page.request }
}

const upload = (
  request: APIRequestContext,
  files: { name: string; buffer: Buffer; mimeType?: string }[],
  purpose?: string,
) =>
  request.post('/api/upload', {
    multipart: {
      ...(purpose ? { purpose } : {}),
      ...Object.fromEntries(
        files.map((file, index) => [
          `file-${index}`,
          { name: file.name, mimeType: file.mimeType ?? 'application/octet-stream', buffer: file.buffer },
        ]),
      ),
    },
  })

test('a talent uploads her CV and photo; her CV opens through a short-lived signed link, for her only', async ({
  page,
  browser,
}) => {
  await register(page, 'Lotte')
  const own = page.request

  // The CV: stored privately; its location sends her to a signed link, which serves the PDF.
  const cv = await upload(
    own,
    [{ name: 'Mijn CV.pdf', buffer: await pdfFile({ pages: 2 }), mimeType: 'image/png' }],
    'cv',
  )
  expect(cv.status()).toBe(200)
  const [location] = (await cv.json()) as [string]
  expect(location).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/)
  const redirect = await own.get(location, { maxRedirects: 0 })
  expect(redirect.status()).toBe(302)
  const signed = redirect.headers().location!
  expect(signed).toMatch(/\?expires=\d+&signature=/)
  const file = await own.get(signed)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect(file.headers()['cache-control']).toBe('private, no-store')
  expect(file.headers()['x-content-type-options']).toBe('nosniff')
  expect(file.headers()['content-disposition']).toContain("filename*=UTF-8''Mijn%20CV.pdf")
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  const [path, query] = signed.split('?') as [string, string]
  const params = new URLSearchParams(query)
  const given = params.get('signature')!
  params.set('signature', `${given.slice(0, -1)}${given.endsWith('A') ? 'E' : 'A'}`)
  expect((await own.get(`${path}?${params}`)).status()).toBe(403)

  // A picture: re-encoded to WebP without its GPS position, public, and resized on demand.
  const picture = await upload(own, [{ name: 'ik.jpg', buffer: await photo('jpeg') }])
  const [avatar] = (await picture.json()) as [string]
  expect(avatar).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.webp$/)
  const original = await own.get(avatar)
  expect(original.headers()['content-type']).toBe('image/webp')
  expect((await sharp(await original.body()).metadata()).exif).toBeUndefined()
  expect((await own.get(`/api/resized?url=${b64(avatar)}&size=96`)).status()).toBe(200)

  // A file of almost 5 MB goes through the server; refusals are 4xx with a code, whatever the name says.
  expect(
    (await upload(own, [{ name: 'big.pdf', buffer: await pdfFile({ padding: 4_800_000 }) }], 'cv')).status(),
  ).toBe(200)
  const refusals: [string, Promise<Awaited<ReturnType<typeof upload>>>, number, string][] = [
    [
      'HTML named .pdf',
      upload(own, [{ name: 'cv.pdf', buffer: htmlPage(), mimeType: 'application/pdf' }], 'cv'),
      415,
      'not-pdf',
    ],
    [
      '6 MB',
      upload(own, [{ name: 'cv.pdf', buffer: await pdfFile({ padding: 6_000_000 }) }], 'cv'),
      413,
      'too-large',
    ],
    ['PDF as photo', upload(own, [{ name: 'me.jpg', buffer: await pdfFile() }], 'avatar'), 415, 'not-image'],
  ]
  for (const [label, pending, status, code] of refusals) {
    const response = await pending
    expect(response.status(), label).toBe(status)
    expect((await response.json()).error.details.code, label).toBe(code)
  }
  const huge = await own.post('/api/upload', {
    multipart: {
      'file-0': { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(30_000_000) },
    },
  })
  expect(huge.status()).toBe(413)
  // A page of another site cannot make her browser upload anything.
  const crossSite = await own.post('/api/upload', {
    headers: { origin: 'https://evil.example' },
    multipart: { 'file-0': { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await pdfFile() } },
  })
  expect(crossSite.status()).toBe(403)

  // Her talent profile: herself only.
  const me = await own.get('/api/talents')
  expect(me.status()).toBe(200)
  const talent = (await me.json()) as { uuid: string; user_uuid: string; cv: unknown }
  expect(talent.cv).toBeNull()

  // Bram, signed in elsewhere, gets nothing of hers; signed out, nobody does.
  const bram = await signedInElsewhere(browser, 'Bram')
  expect((await bram.request.get(location, { maxRedirects: 0 })).status()).toBe(404)
  for (const uuid of [talent.uuid, talent.user_uuid])
    expect((await bram.request.get(`/api/talents?uuid=${uuid}`)).status()).toBe(403)
  expect((await bram.request.get(`/api/talents?uuid=${talent.uuid}`)).status()).toBe(403)
  await bram.context.close()
  const anonymous = await newPersonContext(browser)
  expect((await anonymous.request.get(location, { maxRedirects: 0 })).status()).toBe(401)
  expect((await anonymous.request.get(`/api/talents?uuid=${talent.uuid}`)).status()).toBe(401)
  expect((await upload(anonymous.request, [{ name: 'cv.pdf', buffer: await pdfFile() }])).status()).toBe(401)
  expect((await anonymous.request.get('/api/account/data-export')).status()).toBe(401)
  await anonymous.close()

  // "Download my data" in the parameters: a zip with her rows and her files.
  await gotoHydrated(page, '/talent/parameters')
  await expect(page.getByRole('heading', { name: 'Mes données' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^tremplin-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const archive = unzipSync(
    new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!)),
  )
  const data = JSON.parse(new TextDecoder().decode(archive['data.json'])) as { user: { id: string } }
  expect(data.user.id).toBe(talent.user_uuid)
  expect(Object.keys(archive).filter((name) => name.startsWith('files/'))).toHaveLength(3)
})

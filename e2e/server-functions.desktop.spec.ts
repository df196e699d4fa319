import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { gotoHydrated } from './fixtures'

/**
 * Server functions are public HTTP endpoints: a call our pages never make (a form's input its schema
 * refuses) is a 400 without a stack trace, and input read from a URL never errors (a bad slug is a 404 page).
 */
/** The sign-in form's server-function call, as the page sends it (a throw-away address). */
async function signInCall(page: Page) {
  await gotoHydrated(page, '/connect')
  const login = page.getByRole('tabpanel')
  await login.getByLabel('Adresse e-mail').fill('probe.nobody@example.com')
  await login.getByLabel('Mot de passe').fill('not-the-password-1')
  const [call] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('/_serverFn/') && request.method() === 'POST'),
    login.getByRole('button', { name: 'Se connecter' }).click(),
  ])
  return call
}

test('a server function answers input its schema refuses with a 400, never a 500', async ({ page }) => {
  const call = await signInCall(page)
  const body = call.postData() ?? ''
  expect(body).toContain('probe.nobody@example.com')
  // The same call, replayed with an address the form would never send.
  const tampered = await page.request.post(call.url(), {
    headers: await call.allHeaders(),
    data: body.replace('probe.nobody@example.com', 'not an address'),
  })
  expect(tampered.status()).toBe(400)
  const text = await tampered.text()
  expect(text).not.toMatch(/\bat .+\.(m?js|ts):\d+/)
  expect(text).not.toContain('not an address')
})

test('a malformed slug in a URL is a 404 page, not an error', async ({ page }) => {
  for (const path of [
    '/entreprises-impact/Not_A_Slug!',
    '/articles/%F0%9F%92%A5',
    `/cofondateur/${'x'.repeat(300)}`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
  }
})

test('a call to no server function is a 404, an unreadable body a 400: never a 500 (docs/security.md)', async ({
  page,
}) => {
  const call = await signInCall(page)
  const headers = await call.allHeaders()
  const unknown = await page.request.post(
    call.url().replace(/\/_serverFn\/[^/?]+/, '/_serverFn/not-a-function'),
    {
      headers,
      data: call.postData() ?? '',
    },
  )
  expect(unknown.status()).toBe(404)
  for (const body of ['{bad', '{"t":999}', '[1,2', 'null', '42', '"text"', '[]']) {
    const answer = await page.request.post(call.url(), { headers, data: body })
    expect(answer.status(), body).toBe(400)
    expect(await answer.text()).not.toMatch(/JSON at position|Seroval|Cannot read properties/)
  }
  // `?payload=` that is not an object, as a GET carries its input.
  for (const payload of ['null', '1', '{bad']) {
    const answer = await page.request.get(`${call.url()}?payload=${encodeURIComponent(payload)}`, {
      headers: { 'x-tsr-serverfn': 'true' },
    })
    expect(answer.status(), payload).toBe(400)
    expect(await answer.text()).not.toMatch(/Cannot read properties|JSON at position/)
  }
  // A multipart body that cannot be parsed.
  const multipart = await page.request.post(call.url(), {
    headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
    data: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
  })
  expect(multipart.status()).toBe(400)
  expect(await multipart.text()).not.toContain('Failed to parse body as FormData')
})

/** Every server function the production build registers: id and name, from Start's manifest. */
function registeredServerFunctions(): { id: string; name: string }[] {
  const ssr = join('.output', 'server', '_ssr')
  const manifest = readdirSync(ssr)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(ssr, file), 'utf8'))
    .find((text) => /"[a-f0-9]{64}": \{\s*functionName:/.test(text))
  if (!manifest) throw new Error('No server-function manifest in the production build (.output/server/_ssr).')
  return [...manifest.matchAll(/"([a-f0-9]{64})": \{\s*functionName: "([^"]+)"/g)].map((match) => ({
    id: match[1]!,
    name: match[2]!,
  }))
}

const INTERNAL_TEXT =
  /\bat .+\.(m?js|ts):\d+|JSON at position|Seroval|Cannot read properties|Failed to parse body/

test('every registered server function answers null, wrong types, a broken multipart and an oversize body without a 500', async ({
  page,
}) => {
  test.slow()
  const functions = registeredServerFunctions()
  expect(functions.length).toBeGreaterThan(50)
  const call = await signInCall(page)
  const headers = await call.allHeaders()
  const oversize = JSON.stringify({ data: 'x'.repeat(3 * 1024 * 1024) })
  const failures: string[] = []
  for (const { id, name } of functions) {
    const url = call.url().replace(/\/_serverFn\/[^/?]+/, `/_serverFn/${id}`)
    const answers = [
      ...['null', '42', '"text"', '[]', '{"data":{"unexpected":[1,2,3]}}'].map((body) => ({
        label: body,
        send: () => page.request.post(url, { headers, data: body }),
      })),
      {
        label: 'payload=null',
        send: () => page.request.get(`${url}?payload=null`, { headers: { 'x-tsr-serverfn': 'true' } }),
      },
      {
        label: 'broken multipart',
        send: () =>
          page.request.post(url, {
            headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
            data: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
          }),
      },
      { label: 'oversize', send: () => page.request.post(url, { headers, data: oversize }) },
    ]
    for (const { label, send } of answers) {
      const answer = await send()
      const text = await answer.text()
      if (answer.status() >= 500 || INTERNAL_TEXT.test(text))
        failures.push(`${name} (${label}): ${answer.status()} ${text.slice(0, 120)}`)
    }
  }
  expect(failures).toEqual([])
})

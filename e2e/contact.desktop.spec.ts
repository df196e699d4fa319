import { expect, gotoHydrated, receivedMail, test } from './fixtures'
import { contactFormJourney, T } from './journeys/contact'

for (const locale of ['nl', 'en'] as const) contactFormJourney(locale)

test('a NUL forged into the form’s call is dropped: the message is kept and sent, not refused', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact?subject=coFounder')
  const form = page.getByRole('form')
  const email = `contact-nul-${Date.now()}@example.be`
  await form.getByLabel(T.firstName.fr).fill('Amina')
  await form.getByRole('textbox', { name: T.lastName.fr, exact: true }).fill('Haddad')
  await form.getByLabel(T.email.fr).fill(email)
  await form.getByLabel(T.message.fr).fill('Bonjour, ORIGINAL')
  const [call] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('/_serverFn/') && request.method() === 'POST'),
    form.getByRole('button', { name: T.send.fr }).click(),
  ])
  await expect(page.getByRole('status')).toContainText(T.sent.fr)
  const body = call.postData() ?? ''
  expect(body).toContain('Bonjour, ORIGINAL')
  // The same call replayed with what no form can type: PostgreSQL refuses a NUL, JSON a lone surrogate.
  const sentAt = Date.now()
  const replay = await page.request.post(call.url(), {
    headers: await call.allHeaders(),
    data: body.replace('Bonjour, ORIGINAL', 'Bonjour,\\u0000 REPLAYED\\ud800'),
  })
  expect(replay.status()).toBe(200)
  expect(await replay.text()).not.toContain('failed')
  const team = await receivedMail('bonjour@tremplin.be', { after: sentAt, containing: 'REPLAYED' })
  expect(team.text).toContain('Bonjour, REPLAYED\uFFFD')
  expect(team.text).not.toContain('\u0000')
})

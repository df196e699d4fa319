import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  HTML_LANG,
  type Locale,
  prefix,
  receivedMail,
  test,
} from './fixtures'

const T = {
  title: { fr: 'Contactez-nous', nl: 'Neem contact op', en: 'Contact us' },
  subject: { fr: 'Sujet', nl: 'Onderwerp', en: 'Subject' },
  coFounder: { fr: 'Section cofondateur', nl: 'Rubriek medeoprichter', en: 'Co-founder section' },
  firstName: { fr: 'Prénom', nl: 'Voornaam', en: 'First name' },
  lastName: { fr: 'Nom', nl: 'Naam', en: 'Last name' },
  email: { fr: 'Adresse e-mail', nl: 'E-mailadres', en: 'E-mail address' },
  phone: { fr: 'Téléphone (facultatif)', nl: 'Telefoon (optioneel)', en: 'Phone (optional)' },
  message: { fr: 'Message', nl: 'Bericht', en: 'Message' },
  send: { fr: 'Envoyer le message', nl: 'Bericht versturen', en: 'Send the message' },
  missing: {
    fr: 'Il manque des informations',
    nl: 'Er ontbreekt informatie',
    en: 'Some information is missing',
  },
  sent: { fr: 'Votre message est envoyé', nl: 'Je bericht is verstuurd', en: 'Your message has been sent' },
  ack: {
    fr: 'Nous avons bien reçu votre message',
    nl: 'We hebben je bericht goed ontvangen',
    en: 'We have received your message',
  },
} satisfies Record<string, Record<Locale, string>>

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: the contact form checks its fields, sends to the team and acknowledges to the sender`, {
    tag: locale !== 'fr' ? '@desktop' : [],
  }, async ({ page }) => {
    const response = await gotoHydrated(page, `${prefix(locale)}/contact?subject=coFounder`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
    await expect(page.getByRole('heading', { level: 1, name: T.title[locale] })).toBeVisible()
    const subject = page.getByLabel(T.subject[locale])
    await expect(subject.locator('option:checked')).toHaveText(T.coFounder[locale])

    const form = page.getByRole('form')
    await form.getByRole('button', { name: T.send[locale] }).click()
    await expect(form.getByRole('alert')).toContainText(T.missing[locale])

    const email = `contact-${locale}-${Date.now()}@example.be`
    await form.getByLabel(T.firstName[locale]).fill('Amina')
    await form.getByRole('textbox', { name: T.lastName[locale], exact: true }).fill('Haddad')
    await form.getByLabel(T.email[locale]).fill(email)
    await form.getByLabel(T.phone[locale]).fill('04 70 12 34 56')
    await form.getByLabel(T.message[locale]).fill('Bonjour, je voudrais publier un projet de cofondation.')
    await form.getByRole('button', { name: T.send[locale] }).click()
    // The phone rule (docs/product.md#input-rules): digits only, no spaces.
    await expect(form.getByText(/8.*30/).first()).toBeVisible()
    await form.getByLabel(T.phone[locale]).fill('+32470123456')
    await expectNoSeriousA11yViolations(page)
    const sentAt = Date.now()
    await form.getByRole('button', { name: T.send[locale] }).click()
    await expect(page.getByRole('status')).toContainText(T.sent[locale])
    await expect(form.getByLabel(T.firstName[locale])).toHaveValue('')

    const acknowledgement = await receivedMail(email, { after: sentAt })
    expect(acknowledgement.subject).toBe(T.ack[locale])
    expect(acknowledgement.text).toContain('48')
    const team = await receivedMail('bonjour@tremplin.be', { after: sentAt, containing: email })
    expect(team.subject).toContain('Section cofondateur')
    expect(team.text).toContain(email)
  })
}

test('GET /api/search/general/entreprise and /api/search/articles answer [list, total], 400 on bad limits, a long query cut', async ({
  request,
}) => {
  const organisations = await request.get('/api/search/general/entreprise?limit=4', {
    headers: { 'accept-language': 'nl-BE' },
  })
  expect(organisations.status()).toBe(200)
  const [list, total] = (await organisations.json()) as [
    { name: string; slug: string; coFounder: boolean; jobs_open: number }[],
    number,
  ]
  expect(list).toHaveLength(4)
  expect(total).toBeGreaterThanOrEqual(4)
  expect(typeof list[0]!.coFounder).toBe('boolean')
  expect(list[0]!.jobs_open).toBeGreaterThanOrEqual(0)
  const byName = await (
    await request.get(`/api/search/general/entreprise?query=${encodeURIComponent(list[0]!.name.slice(0, 4))}`)
  ).json()
  expect(byName[0].map((hit: { name: string }) => hit.name)).toContain(list[0]!.name)

  const articles = await request.get('/api/search/articles?query=&limit=2', {
    headers: { 'accept-language': 'en' },
  })
  expect(articles.status()).toBe(200)
  const [items, count] = await articles.json()
  expect(items).toHaveLength(2)
  expect(count).toBeGreaterThanOrEqual(2)
  expect(items[0].title).toBeTruthy()

  for (const bad of ['limit=0', 'limit=abc']) {
    const response = await request.get(`/api/search/articles?${bad}`)
    expect(response.status()).toBe(400)
    expect((await response.json()).error.message).toBeTruthy()
  }
  // A query too long is cut to its first 200 characters, as the list pages do (docs/search.md).
  const long = await request.get(`/api/search/articles?query=${'x'.repeat(300)}`)
  expect(long.status()).toBe(200)
  expect(await long.json()).toHaveLength(2)
  expect((await request.post('/api/search/general/entreprise')).status()).toBe(405)
})

test('a NUL forged into the form’s call is dropped: the message is kept and sent, not refused', {
  tag: '@desktop',
}, async ({ page }) => {
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

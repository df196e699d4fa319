import {
  expect,
  expectNoSeriousA11yViolations,
  FORM_LABELS,
  type Locale,
  openLocalizedPage,
  prefix,
  receivedMail,
  test,
} from '../fixtures'

export const T = {
  ...FORM_LABELS,
  title: { fr: 'Contactez-nous', nl: 'Neem contact op', en: 'Contact us' },
  subject: { fr: 'Sujet', nl: 'Onderwerp', en: 'Subject' },
  coFounder: { fr: 'Section cofondateur', nl: 'Rubriek medeoprichter', en: 'Co-founder section' },
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
/**
 * One body for all languages, registered by contact.desktop.spec.ts in nl, en
 * and by contact.spec.ts in fr (both viewports).
 */
export function contactFormJourney(locale: Locale) {
  test(`${locale}: the contact form checks its fields, sends to the team and acknowledges to the sender`, async ({
    page,
  }) => {
    await openLocalizedPage(page, locale, `${prefix(locale)}/contact?subject=coFounder`)
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

import type { Browser, Page } from '@playwright/test'
import { lotteCv } from '../../tests/cv-files'
import {
  confirmAddress,
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  prefix,
  receivedMail,
  recruiterSpace,
  registerInModal,
  test,
  UNCONFIRMED,
  uniqueEmail,
} from '../fixtures'

/** Seeded demo data: Coopérative Énergie Citoyenne, its first recruiter (README), offers of each kind. */
export const CLAIRE = { email: 'cooperative-energie-citoyenne-1@demo.tremplin.be' }
const COMPANY = {
  fr: 'cooperative-energie-citoyenne',
  nl: 'cooperatieve-burgerenergie',
  en: 'citizen-energy-cooperative',
}
/** Coopérative Énergie Citoyenne's open offer, with a question to answer. */
export const OPEN_OFFER = 'charge-de-projet-transition-energetique-cdd-i18er'

export const offerPath = (locale: Locale, slug: string) =>
  ({
    fr: `/entreprises-impact/${COMPANY.fr}/offres-emploi/${slug}`,
    nl: `/nl/gevolgen-bedrijven/${COMPANY.nl}/banen/${slug}`,
    en: `/en/impact-companies/${COMPANY.en}/job-offers/${slug}`,
  })[locale]

/** The apply dialog as every journey that applies sees it. */
export const APPLY_DIALOG = {
  apply: { fr: 'Postuler', nl: 'Solliciteren', en: 'Apply' },
  applyTitle: { fr: /^Postuler : /, nl: /^Solliciteren: /, en: /^Apply: / },
  consent: {
    fr: /J'accepte que mes données/,
    nl: /Ik ga ermee akkoord dat mijn gegevens/,
    en: /I agree that my data/,
  },
  send: { fr: 'Envoyer ma candidature', nl: 'Mijn sollicitatie verzenden', en: 'Send my application' },
  sent: { fr: 'Candidature envoyée !', nl: 'Sollicitatie verzonden!', en: 'Application sent!' },
}

/** A recruiter's answers on an application's page, their notice, and the status the talent then reads. */
export const ANSWER_LABELS = {
  inProgress: { fr: 'Passer en cours', nl: 'In behandeling nemen', en: 'Mark as in progress' },
  refuse: { fr: 'Refuser', nl: 'Afwijzen', en: 'Refuse' },
  confirmRefusal: { fr: 'Oui, refuser', nl: 'Ja, afwijzen', en: 'Yes, refuse' },
  changed: { fr: 'Statut changé', nl: 'Status gewijzigd', en: 'Status changed' },
  refused: { fr: 'Refusée', nl: 'Afgewezen', en: 'Refused' },
}

export const L = {
  ...APPLY_DIALOG,
  ...ANSWER_LABELS,
  gateMessage: {
    fr: 'Connectez-vous ou créez votre compte pour postuler',
    nl: 'om op deze vacature te solliciteren',
    en: 'to apply for this offer',
  },
  cv: { fr: 'CV (PDF, 5 Mo au plus)', nl: 'Cv (pdf, max. 5 MB)', en: 'CV (PDF, 5 MB max.)' },
  letter: { fr: 'Lettre de motivation', nl: 'Motivatiebrief', en: 'Cover letter' },
  already: { fr: 'déjà postulé', nl: 'al op deze vacature gesolliciteerd', en: 'already applied' },
  myApplications: {
    fr: 'Voir mes candidatures',
    nl: 'Mijn sollicitaties bekijken',
    en: 'View my applications',
  },
  answerSubject: {
    fr: /^Réponse à votre candidature/,
    nl: /^Antwoord op je sollicitatie/,
    en: /^Response to your application/,
  },
  refusedTab: { fr: 'Refusées', nl: 'Afgewezen', en: 'Refused' },
  applyElsewhere: {
    fr: /Postuler sur le site de l'organisation/,
    nl: /Solliciteren op de website van de organisatie/,
    en: /Apply on the organisation/,
  },
  recordExternal: {
    fr: "J'ai postulé sur leur site",
    nl: 'Ik heb op hun website gesolliciteerd',
    en: 'I applied on their website',
  },
  onTheirSite: {
    fr: "Sur le site de l'organisation",
    nl: 'Op de website van de organisatie',
    en: 'On the organisation’s website',
  },
  notAllowed: {
    fr: "L'accès à la plateforme n'est pas autorisé",
    nl: 'Dit account heeft geen toegang',
    en: 'not allowed on the platform',
  },
  noLonger: {
    fr: "Cette offre n'est plus disponible.",
    nl: 'Deze vacature is niet meer beschikbaar.',
    en: 'This job offer is no longer available.',
  },
} satisfies Record<string, Record<Locale, string | RegExp>>

/** A first name no other test uses (letters only, like a name), to find this test's application. */
export const uniqueName = (base: string) =>
  base + Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

/** Claire signs in to the recruiter space in a browser of her own. */
export const recruiterPage = (browser: Browser, locale: Locale) =>
  recruiterSpace(browser, locale, CLAIRE.email, 'Coopérative Énergie Citoyenne')

/**
 * On an offer's page, a confirmed talent applies: a CV named `CV <cvName>.pdf`, `answer` to the offer's
 * question when it asks one (`null`: it asks none), the consent; the dialog says it is sent.
 */
export async function sendApplication(page: Page, locale: Locale, cvName: string, answer: string | null) {
  await page.getByRole('main').getByRole('button', { name: L.apply[locale], exact: true }).first().click()
  const modal = page.getByRole('dialog', { name: L.applyTitle[locale] })
  await modal
    .locator('#apply-cv')
    .setInputFiles({ name: `CV ${cvName}.pdf`, mimeType: 'application/pdf', buffer: await lotteCv() })
  await expect(modal.getByText(`CV ${cvName}.pdf`)).toBeVisible()
  if (answer !== null) await modal.locator('#apply-answer-1').fill(answer)
  await modal.getByRole('checkbox', { name: L.consent[locale] }).check()
  await modal.getByRole('button', { name: L.send[locale] }).click()
  await expect(modal.getByText(L.sent[locale])).toBeVisible()
}

/**
 * A visitor opens the offer at `path`, registers from its apply button in `locale`, confirms her address
 * (only a confirmed one applies, docs/security.md) and applies; gives the offer's title and when she began.
 */
export async function applyAsNewTalent(
  page: Page,
  locale: Locale,
  path: string,
  talent: { firstName: string; email: string; answer: string | null },
) {
  const started = Date.now()
  await gotoHydrated(page, path)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await page.getByRole('main').getByRole('button', { name: L.apply[locale], exact: true }).first().click()
  await registerInModal(page, locale, talent.firstName, talent.email)
  await confirmAddress(page, talent.email, started)
  await gotoHydrated(page, path)
  await declineWelcome(page)
  await sendApplication(page, locale, talent.firstName, talent.answer)
  return { title, started }
}
/**
 * One body for all languages, registered by applications.desktop.spec.ts in fr, en
 * and by applications.phone.spec.ts in nl.
 */
export function applyThenRefusedJourney(locale: Locale) {
  test(`${locale}: apply signed out → register → send → the organisation refuses → the talent sees it, by e-mail too`, async ({
    page,
    browser,
  }, testInfo) => {
    // Each language once: Dutch on a phone, French and English on a desktop.
    test.slow()
    const firstName = uniqueName('Youssef')
    const email = uniqueEmail('youssef')
    const started = Date.now()
    await gotoHydrated(page, offerPath(locale, OPEN_OFFER))
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await page.getByRole('main').getByRole('button', { name: L.apply[locale], exact: true }).first().click()
    await expect(page.getByRole('dialog')).toContainText(L.gateMessage[locale])
    await registerInModal(page, locale, firstName, email)

    // The apply modal opens by itself once the account exists, but her address is not confirmed yet:
    // it says so and sends the link again on request.
    const pending = page.getByRole('dialog', { name: L.applyTitle[locale] })
    await expect(pending).toContainText(UNCONFIRMED.apply[locale])
    if (testInfo.project.name === 'desktop') await expectNoSeriousA11yViolations(page)
    const beforeResend = Date.now()
    await pending.getByRole('button', { name: UNCONFIRMED.resend[locale] }).click()
    await expect(pending.getByRole('status')).toContainText(UNCONFIRMED.resent[locale])
    await confirmAddress(page, email, beforeResend)

    // Confirmed, she applies.
    await gotoHydrated(page, offerPath(locale, OPEN_OFFER))
    await declineWelcome(page)
    await page.getByRole('main').getByRole('button', { name: L.apply[locale], exact: true }).first().click()
    const modal = page.getByRole('dialog', { name: L.applyTitle[locale] })
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: L.send[locale] }).click()
    // Nothing sent without a CV, the answers and the consent: the form says what is missing.
    await expect(modal.locator('[aria-invalid="true"]').first()).toBeVisible()
    await modal
      .locator('#apply-cv')
      .setInputFiles({ name: 'CV Youssef.pdf', mimeType: 'application/pdf', buffer: await lotteCv() })
    await expect(modal.getByText('CV Youssef.pdf')).toBeVisible()
    await modal.getByLabel(L.letter[locale]).fill('Je suis motivé par la transition énergétique.')
    await modal.locator('#apply-answer-1').fill('Trois ans de gestion de projets citoyens.')
    await modal.getByRole('checkbox', { name: L.consent[locale] }).check()
    await modal.getByRole('button', { name: L.send[locale] }).click()
    await expect(modal.getByText(L.sent[locale])).toBeVisible()
    const receipt = await receivedMail(email, { after: started, containing: title })
    expect(receipt.subject).toContain(title)

    // Applying again: told, and pointed to the applications (the welcome modal, deferred while she
    // applied, is offered on this next page; she declines it).
    await gotoHydrated(page, offerPath(locale, OPEN_OFFER))
    await declineWelcome(page)
    await page.getByRole('main').getByRole('button', { name: L.apply[locale], exact: true }).first().click()
    const again = page.getByRole('dialog', { name: L.applyTitle[locale] })
    await expect(again).toContainText(L.already[locale])
    await expect(again.getByRole('link', { name: L.myApplications[locale] })).toBeVisible()
    await page.keyboard.press('Escape')

    // Claire, at the organisation: the offer, the applicant, her CV and answers; in progress, then refused.
    const recruiter = await recruiterPage(browser, locale)
    const space = recruiter.page
    if (testInfo.project.name === 'desktop') await expectNoSeriousA11yViolations(space)
    await space.getByRole('link', { name: title }).first().click()
    await space.getByRole('link', { name: new RegExp(firstName) }).click()
    await expect(space.getByRole('heading', { level: 1 })).toContainText(firstName)
    await expect(space.getByText('Trois ans de gestion de projets citoyens.')).toBeVisible()
    await expect(space.getByRole('link', { name: 'CV Youssef.pdf' })).toHaveAttribute(
      'href',
      /\/api\/files\/.+signature=/,
    )
    if (testInfo.project.name === 'desktop') await expectNoSeriousA11yViolations(space)
    await space.getByRole('button', { name: L.inProgress[locale] }).click()
    await expect(space.getByRole('status').filter({ hasText: L.changed[locale] })).toBeVisible()
    // A final answer is confirmed first (and undoable a few seconds: e2e/answer-undo.spec.ts).
    await space.getByRole('button', { name: L.refuse[locale] }).click()
    await space.getByRole('dialog').getByRole('button', { name: L.confirmRefusal[locale] }).click()
    await expect(space.getByRole('status').filter({ hasText: L.refused[locale] })).toBeVisible()
    await recruiter.close()

    // Youssef: told by e-mail in his language once the undo window is over (10 s, or when Claire left the
    // page), and from then on under "refused", labelled so.
    await expect
      .poll(async () => (await receivedMail(email, { after: started, containing: title })).subject, {
        timeout: 30_000,
      })
      .toMatch(L.answerSubject[locale])
    await gotoHydrated(page, `${prefix(locale)}/talent/applications/refused`)
    const item = page.getByRole('listitem').filter({ hasText: title })
    await expect(item.getByText(L.refused[locale], { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(L.refusedTab[locale]) })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
}

import type { Page } from '@playwright/test'
import { blankScan, lotteCv, sparseCv } from '../tests/cv-files'
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  keepWelcomeModal,
  prefix,
  signUpTalent,
  test,
  WELCOME_TITLE,
} from './fixtures'

const L = {
  fill: {
    fr: 'Remplir mon profil avec mon CV',
    nl: 'Mijn profiel invullen met mijn cv',
    en: 'Fill in my profile from my CV',
  },
  success: { fr: 'Ton profil est rempli !', nl: 'Je profiel is ingevuld!', en: 'Your profile is filled in!' },
  check: { fr: 'Vérifier mon profil', nl: 'Mijn profiel nakijken', en: 'Check my profile' },
  toCheck: { fr: 'À vérifier', nl: 'Na te kijken', en: 'To check' },
  information: { fr: 'Informations', nl: 'Informatie', en: 'Information' },
  experiences: { fr: 'Expériences', nl: 'Ervaring', en: 'Experience' },
  post: { fr: 'Poste', nl: 'Functie', en: 'Position' },
  city: { fr: 'Ville', nl: 'Stad', en: 'City' },
  importCv: { fr: 'Importer mon CV', nl: 'Mijn cv importeren', en: 'Import my CV' },
  unreadable: {
    fr: /ne contient pas de texte lisible/,
    nl: /bevat geen leesbare tekst/,
    en: /has no readable text/,
  },
  noCv: {
    fr: "Il faut que tu importes ton CV pour qu'on puisse remplir ton profil.",
    nl: 'Je moet je cv uploaden zodat we je profiel kunnen invullen.',
    en: 'You need to upload your CV so that we can fill in your profile.',
  },
  signedOut: { fr: /ta session a expiré/, nl: /je sessie is verlopen/, en: /your session has expired/ },
  filled: {
    fr: /\d+ valeurs remplies depuis ton CV\. Nous sommes moins sûrs de \d+/,
    nl: /\d+ gegevens ingevuld uit je cv\. Van \d+ ervan zijn we minder zeker/,
    en: /\d+ values filled in from your CV\. We are less sure of \d+/,
  },
  diplomas: { fr: 'Diplômes et formations', nl: "Diploma's en opleidingen", en: 'Degrees and training' },
  yearsOnly: {
    fr: 'Ton CV ne donne que l’année de certaines dates : ajoute le mois.',
    nl: 'Je cv geeft bij sommige datums alleen het jaar: vul de maand aan.',
    en: 'Your CV gives only the year for some dates: add the month.',
  },
}

const section = (page: Page, name: string) => page.getByRole('region', { name })

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a new talent fills her profile from her CV through the welcome modal`, {
    tag: '@phone',
  }, async ({ page }) => {
    await keepWelcomeModal(page)
    await signUpTalent(page, locale, 'Lotte')
    const welcome = page.getByRole('dialog', { name: WELCOME_TITLE })
    await expect(welcome).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await welcome
      .locator('#cv-import-file')
      .setInputFiles({ name: 'CV Lotte Peeters.pdf', mimeType: 'application/pdf', buffer: await lotteCv() })
    await expect(welcome.getByText('CV Lotte Peeters.pdf')).toBeVisible()
    await welcome.getByRole('button', { name: L.fill[locale] }).click()

    const success = page.getByRole('dialog', { name: L.success[locale] })
    await expect(success).toBeVisible({ timeout: 30_000 })
    await expect(success.getByText(L.filled[locale])).toBeVisible()
    await expect(welcome).toBeHidden()
    await success.getByRole('link', { name: L.check[locale] }).click()
    await expect(page).toHaveURL(/talent\/settings\/edit/)

    const information = section(page, L.information[locale])
    await expect(information.getByText(L.toCheck[locale])).toBeVisible()
    await expect(information.getByLabel(L.city[locale])).toHaveValue('Gent')
    const experiences = section(page, L.experiences[locale])
    await expect(experiences.getByText(L.toCheck[locale])).toBeVisible()
    await expect(experiences.getByLabel(L.post[locale]).first()).toHaveValue('Projectcoördinator')
    await expect(section(page, L.diplomas[locale]).getByText(L.yearsOnly[locale])).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // The modal does not come back: the feature is used.
    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await expect(page.getByRole('dialog', { name: WELCOME_TITLE })).toHaveCount(0)
  })
}

test('a PDF without text gets the cannot-read message; no CV and a lost session get theirs', {
  tag: '@desktop',
}, async ({ page, context }) => {
  const locale = 'en'
  await keepWelcomeModal(page)
  await signUpTalent(page, locale, 'Bram')
  // Closing the welcome modal is declining it for good.
  const welcome = page.getByRole('dialog', { name: WELCOME_TITLE })
  await expect(welcome).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(welcome).toBeHidden()
  await gotoHydrated(page, `${prefix(locale)}/talent/settings/edit`)
  await page.getByRole('button', { name: L.importCv[locale] }).click()
  const dialog = page.getByRole('dialog', { name: L.fill[locale] })
  await expect(dialog).toBeVisible()
  // No CV yet: the docs/product.md#errors warning, nothing sent.
  await dialog.getByRole('button', { name: L.fill[locale] }).click()
  await expect(dialog.getByText(L.noCv[locale])).toBeVisible()

  await dialog
    .locator('#cv-import-file')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await blankScan() })
  await expect(dialog.getByText('scan.pdf')).toBeVisible()
  await dialog.getByRole('button', { name: L.fill[locale] }).click()
  await expect(dialog.getByText(L.unreadable[locale])).toBeVisible({ timeout: 30_000 })

  // Signed out meanwhile: the import says so instead of failing silently.
  await context.clearCookies({ name: /^(?!tal\.consent$)/ })
  await dialog.getByRole('button', { name: L.fill[locale] }).click()
  await expect(dialog.getByText(L.signedOut[locale])).toBeVisible()
  await expect(welcome).toHaveCount(0)
})

test('a CV that tells almost nothing is said to, and nothing is written into the profile', {
  tag: '@desktop',
}, async ({ page }) => {
  await keepWelcomeModal(page)
  await signUpTalent(page, 'fr', 'Marie')
  const welcome = page.getByRole('dialog', { name: WELCOME_TITLE })
  await expect(welcome).toBeVisible()
  await welcome
    .locator('#cv-import-file')
    .setInputFiles({ name: 'affiche.pdf', mimeType: 'application/pdf', buffer: await sparseCv() })
  await expect(welcome.getByText('affiche.pdf')).toBeVisible()
  await welcome.getByRole('button', { name: L.fill.fr }).click()
  const little = page.getByRole('dialog', { name: 'Nous avons pu lire peu de choses dans ce CV' })
  await expect(little).toBeVisible({ timeout: 30_000 })
  await expect(little.getByText(/nous n’avons rien écrit dans ton profil/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await little.getByRole('link', { name: L.check.fr }).click()
  await expect(section(page, L.experiences.fr)).toBeVisible()
  await expect(page.getByText(L.toCheck.fr)).toHaveCount(0)
})

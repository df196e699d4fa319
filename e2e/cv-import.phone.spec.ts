import { lotteCv } from '../tests/cv-files'
import {
  expect,
  expectNoSeriousA11yViolations,
  keepWelcomeModal,
  reloadHydrated,
  signUpTalent,
  test,
  WELCOME_TITLE,
} from './fixtures'
import { L, section } from './journeys/cv-import'

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a new talent fills her profile from her CV through the welcome modal`, async ({
    page,
  }) => {
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
    await reloadHydrated(page)
    await expect(page.getByRole('dialog', { name: WELCOME_TITLE })).toHaveCount(0)
  })
}

import { blankScan, sparseCv } from '../tests/cv-files'
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
import { L, section } from './journeys/cv-import'

test('a PDF without text gets the cannot-read message; no CV and a lost session get theirs', async ({
  page,
  context,
}) => {
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

test('a CV that tells almost nothing is said to, and nothing is written into the profile', async ({
  page,
}) => {
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

test('the welcome modal opens once after sign-up, though the talent area replaces the connect page', async ({
  page,
}) => {
  await keepWelcomeModal(page)
  await page.addInitScript(() => {
    const opened = new WeakSet<Element>()
    const counter = window as unknown as { dialogsOpened: number }
    counter.dialogsOpened = 0
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role=dialog]')) {
        if (opened.has(dialog)) continue
        opened.add(dialog)
        counter.dialogsOpened++
      }
    }).observe(document, { childList: true, subtree: true })
  })
  // A slow connection: the talent area's data arrives late, so the connect page is still shown when she is
  // signed in, and the modal opens there first.
  await page.route('**/_serverFn/**', async (route) => {
    if (route.request().method() === 'GET') await new Promise((done) => setTimeout(done, 800))
    await route.fallback()
  })
  await signUpTalent(page, 'fr', 'Ines')
  // The talent area's page (under the modal, so out of the accessibility tree), then the modal over it.
  await expect(page.locator('main h2', { hasText: 'Mon compte' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: WELCOME_TITLE })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { dialogsOpened: number }).dialogsOpened)).toBe(1)
})

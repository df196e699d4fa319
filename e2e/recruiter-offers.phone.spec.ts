import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  recruiterSpace,
  test,
} from './fixtures'
import { OFFER_EDITOR, ORGANISATION } from './journeys/recruiter-offers'
import { resultCount, typeRichText } from './organisation-steps'

const L = {
  ...OFFER_EDITOR,
  addQuestion: { fr: 'Ajouter une question', nl: 'Een vraag toevoegen', en: 'Add a question' },
  question: { fr: 'Intitulé', nl: 'Vraag', en: 'Question' },
  salaryForm: { fr: 'Forme', nl: 'Vorm', en: 'Form' },
  duplicate: { fr: 'Dupliquer', nl: 'Dupliceren', en: 'Duplicate' },
  draft: { fr: 'Brouillon', nl: 'Concept', en: 'Draft' },
} as const

// Draft → preview → publish → archive in three languages is e2e/journeys/organisation-journey.ts; here, in French
// on a phone, every field, the salary range, a question, editing online and duplicating.
{
  const locale: Locale = 'fr'
  test('a recruiter drafts, previews, publishes, edits, duplicates and archives an offer (fr)', async ({
    browser,
  }, testInfo) => {
    testInfo.setTimeout(120_000)
    const organisation = ORGANISATION[locale]
    const { page, close } = await recruiterSpace(browser, locale, organisation.email, organisation.name)
    const title = `Coordinatrice zéro déchet ${testInfo.workerIndex}${Date.now().toString(36)}`
    const search = `${L.jobs[locale]}?query=${encodeURIComponent(`"${title}"`)}`
    const visitor = await browser.newPage()
    expect(await resultCount(visitor, search)).toBe(0)

    await page
      .getByRole('region', { name: organisation.name })
      .getByRole('link', { name: L.newOffer[locale] })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: L.newOffer[locale] })).toBeVisible()
    // Nothing filled: each required field says so, nothing is saved.
    await page.getByRole('button', { name: L.saveDraft[locale] }).click()
    await expect(page.getByLabel(L.title[locale])).toHaveAccessibleDescription(L.required[locale])
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel(L.title[locale]).fill(title)
    await page.getByRole('combobox', { name: L.contract[locale], exact: true }).selectOption('cdd')
    await page
      .getByRole('combobox', { name: L.remote[locale], exact: true })
      .selectOption('remote_complete_possible')
    await page.getByRole('combobox', { name: L.category[locale], exact: true }).selectOption('environment')
    await page
      .getByRole('group', { name: /Salaire brut|Bruto jaarsalaris|Gross annual salary/ })
      .getByRole('combobox', { name: L.salaryForm[locale] })
      .selectOption('between')
    await page
      .getByLabel(/^Minimum/)
      .first()
      .fill('36')
    await page
      .getByLabel(/^Maximum/)
      .first()
      .fill('42')
    await typeRichText(page, L.description[locale], 'Vous animez notre réseau de commerces zéro déchet.')
    await typeRichText(page, L.profileSought[locale], 'Sens du contact et de l’organisation.')
    await page.getByRole('button', { name: L.addQuestion[locale] }).click()
    await page
      .getByRole('textbox', { name: L.question[locale], exact: true })
      .fill('Quel commerce vous inspire ?')
    await page.getByRole('button', { name: L.saveDraft[locale] }).click()
    await expect(page.getByRole('status').filter({ hasText: L.saved[locale] })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText(L.draft[locale], { exact: true })).toBeVisible()

    // The preview shows the page as talents will see it; the public search does not know the draft yet.
    await page.getByRole('link', { name: L.preview[locale], exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Vous animez notre réseau de commerces zéro déchet.')).toBeVisible()
    await expect(page.getByText(/36.*42/).first()).toBeVisible()
    await expect(page.getByRole('note')).toContainText(L.preview[locale])
    await page.getByRole('link', { name: L.backToEdit[locale] }).click()
    expect(await resultCount(visitor, search)).toBe(0)

    await page.getByRole('button', { name: new RegExp(L.publish[locale], 'i') }).click()
    await expect(page.getByText(L.online[locale], { exact: true })).toBeVisible()
    // Published: found by the public search at once, and counted by its category's facet.
    expect(await resultCount(visitor, search)).toBe(1)
    expect(await resultCount(visitor, `${search}&category_metier=environment`)).toBe(1)
    expect(await resultCount(visitor, `${search}&category_metier=tech`)).toBe(0)

    // Edited while online: the page changes, its address stays.
    await page.getByLabel(L.title[locale]).fill(`${title} (H/F/X)`)
    await page.getByRole('button', { name: L.save[locale], exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: L.saved[locale] })).toBeVisible()
    await page.getByRole('link', { name: L.viewOnline[locale] }).click()
    await expect(page.getByRole('heading', { level: 1, name: `${title} (H/F/X)` })).toBeVisible()
    const offerUrl = page.url()
    await page.goBack()

    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: new RegExp(L.archive[locale], 'i') }).click()
    await expect(page.getByRole('button', { name: new RegExp(L.archive[locale], 'i') })).toHaveCount(0)
    expect(await resultCount(visitor, search)).toBe(0)
    await gotoHydrated(visitor, offerUrl)
    await expect(visitor.getByRole('status').filter({ hasText: L.closed[locale] })).toBeVisible()

    // An archived offer is copied into a new draft, to publish again.
    await page.getByRole('button', { name: L.duplicate[locale] }).click()
    await expect(page.getByText(L.draft[locale], { exact: true })).toBeVisible()
    await expect(page.getByLabel(L.title[locale])).toHaveValue(`${title} (H/F/X)`)
    expect(page.url()).not.toContain(offerUrl)
    await visitor.close()
    await close()
  })
}

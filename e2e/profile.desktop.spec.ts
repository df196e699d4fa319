import { pdfFile } from '../tests/upload-files'
import { expect, gotoHydrated, prefix, reloadHydrated, test } from './fixtures'
import { L, registerAndOpenProfile, saveSection, section } from './journeys/profile'

test('leaving with unsaved changes asks first; a second tab cannot overwrite a section', async ({
  page,
  context,
}) => {
  const locale = 'nl'
  await registerAndOpenProfile(page, locale, 'Youssef')
  const information = section(page, L.information[locale])
  await information.getByRole('textbox', { name: L.lastName[locale], exact: true }).fill('Amrani')
  await information.getByLabel(L.city[locale]).fill('Liège')
  await page.getByRole('navigation', { name: 'Talentzone' }).getByRole('link', { name: 'Media' }).click()
  const dialog = page.getByRole('dialog', { name: L.leaveTitle[locale] })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: L.stay[locale] }).click()
  await expect(page).toHaveURL(/talent\/settings\/edit/)
  await expect(information.getByLabel(L.city[locale])).toHaveValue('Liège')

  // The same section saved meanwhile in another tab: this tab is told, nothing is overwritten.
  const other = await context.newPage()
  await gotoHydrated(other, `${prefix(locale)}/talent/settings/edit`)
  await section(other, L.information[locale])
    .getByRole('textbox', { name: L.lastName[locale], exact: true })
    .fill('Amrani')
  await section(other, L.information[locale]).getByLabel(L.city[locale]).fill('Namur')
  await saveSection(other, locale, L.information[locale])
  await information.getByRole('button', { name: L.save[locale] }).click()
  await expect(information.getByText(L.conflict[locale])).toBeVisible()
  await other.reload()
  await expect(section(other, L.information[locale]).getByLabel(L.city[locale])).toHaveValue('Namur')

  await page.getByRole('navigation', { name: 'Talentzone' }).getByRole('link', { name: 'Media' }).click()
  await page
    .getByRole('dialog', { name: L.leaveTitle[locale] })
    .getByRole('button', { name: L.leave[locale] })
    .click()
  await expect(page).toHaveURL(/talent\/media$/)
})

test('the CV is replaced and removed by keyboard; the removed file can no longer be opened', async ({
  page,
}) => {
  const locale = 'en'
  await registerAndOpenProfile(page, locale, 'Bram')
  const information = section(page, L.information[locale])
  await information.getByRole('textbox', { name: L.lastName[locale], exact: true }).fill('Claes')
  const cv = information.getByRole('group', { name: L.cv[locale] })
  await information
    .locator('#information-cv')
    .setInputFiles({ name: 'first.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await expect(cv).toContainText('first.pdf')
  await saveSection(page, locale, L.information[locale])
  const profile = await page.request.get('/api/talents')
  const firstLink = ((await profile.json()) as { cv: { src: string } }).cv.src
  expect((await page.request.get(firstLink)).status()).toBe(200)

  // Replace: remove by keyboard, focus lands on the empty field, choose another file.
  await cv.getByRole('button', { name: 'Remove the file first.pdf' }).focus()
  await page.keyboard.press('Enter')
  await expect(information.locator('#information-cv')).toBeFocused()
  await information
    .locator('#information-cv')
    .setInputFiles({ name: 'second.pdf', mimeType: 'application/pdf', buffer: await pdfFile({ pages: 2 }) })
  await expect(cv).toContainText('second.pdf')
  await saveSection(page, locale, L.information[locale])
  // The replaced CV is gone for good: its link answers 404, the new one opens.
  expect((await page.request.get(firstLink)).status()).toBe(404)

  await cv.getByRole('button', { name: 'Remove the file second.pdf' }).click()
  await saveSection(page, locale, L.information[locale])
  await reloadHydrated(page)
  await expect(information.locator('#information-cv')).toHaveCount(1)
  await expect(information.getByText(L.todo[locale])).toBeVisible()
  expect(((await (await page.request.get('/api/talents')).json()) as { cv: unknown }).cv).toBeNull()
})

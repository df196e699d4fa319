import { expect, gotoHydrated, TEXT, test } from './fixtures'

test('the mobile menu opens as a modal that locks the page scroll', async ({ page }) => {
  await gotoHydrated(page, '/en')
  await page.getByRole('button', { name: TEXT.openMenu.en }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: TEXT.jobsMenu.en })).toHaveAttribute('href', '/en/job-offers')
  await dialog.getByRole('button', { name: 'Media' }).click()
  await expect(dialog.getByRole('link', { name: /Podcast/ })).toHaveAttribute('href', '/en/media/podcast')
  const overflow = await page.evaluate(
    () => getComputedStyle(document.documentElement).overflow + getComputedStyle(document.body).overflow,
  )
  expect(overflow).toContain('hidden')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A link of the menu closes it and navigates in the page (no reload: the mark set below survives).
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('button', { name: TEXT.openMenu.en }).click()
  await dialog.getByRole('link', { name: TEXT.jobsMenu.en }).click()
  await expect(page).toHaveURL(/\/en\/job-offers$/)
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
})

import { expect, gotoHydrated, test } from './fixtures'

test('desktop dropdown menus: one open at a time, the podcast marked new', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Cofondateur' }).click()
  await expect(page.getByRole('menuitem', { name: 'Projets à rejoindre' })).toHaveAttribute(
    'href',
    '/cofondateur/projets',
  )
  await page.getByRole('button', { name: 'Média' }).click()
  await expect(page.getByRole('menu')).toHaveCount(1)
  await expect(page.getByRole('menuitem', { name: /Podcast\s*Nouveau/ })).toBeVisible()

  // Chosen by keyboard, an item navigates in the page (no reload: the mark set below survives).
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Cofondateur' }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'Projets à rejoindre' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cofondateur\/projets$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
})

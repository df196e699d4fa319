import {
  confirmAddress,
  declineWelcome,
  expect,
  gotoHydrated,
  prefix,
  registerInModal,
  test,
  UNCONFIRMED,
  uniqueEmail,
} from './fixtures'
import { L } from './journeys/alerts'

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: save a filtered search signed out → register → saved without e-mails until her address is confirmed → pause and delete it`, async ({
    page,
  }) => {
    test.slow()
    await gotoHydrated(page, `${L.jobs[locale]}?zones=namur,liege&contrat_type=cdi`)
    await page.getByRole('button', { name: L.create[locale] }).click()
    await expect(page.getByRole('dialog')).toContainText(L.gate[locale])
    const email = uniqueEmail('sofia')
    await registerInModal(page, locale, 'Sofia', email)

    // The save dialog opens by itself, with the search and a name suggested from it.
    const dialog = page.getByRole('dialog', { name: L.create[locale] })
    await expect(dialog.getByLabel(L.name[locale])).not.toHaveValue('')
    const name = `Wallonie CDI ${Date.now()}`
    await dialog.getByLabel(L.name[locale]).fill(name)
    // E-mails go only to a confirmed address: she is told so, and saves it without them.
    await dialog.getByRole('button', { name: L.save[locale] }).click()
    await expect(dialog).toContainText(UNCONFIRMED.alerts[locale])
    await expect(dialog.getByRole('button', { name: UNCONFIRMED.resend[locale] })).toBeVisible()
    await dialog.getByRole('checkbox', { name: L.byEmail[locale] }).uncheck()
    await dialog.getByRole('button', { name: L.save[locale] }).click()
    await expect(dialog.getByText(L.saved[locale])).toBeVisible()
    await dialog.getByRole('link', { name: L.manage[locale] }).click()

    const item = page.getByRole('listitem').filter({ hasText: name })
    await expect(item.getByText(L.paused[locale])).toBeVisible()
    await item.getByRole('button', { name: new RegExp(L.resume[locale], 'i') }).click()
    await expect(item).toContainText(UNCONFIRMED.alerts[locale])

    // Confirmed, its e-mails start, then she pauses and deletes it.
    await confirmAddress(page, email)
    await gotoHydrated(page, `${prefix(locale)}/talent/alerts`)
    await declineWelcome(page)
    await item.getByRole('button', { name: new RegExp(L.resume[locale], 'i') }).click()
    await expect(item.getByText(L.paused[locale])).toHaveCount(0)
    await item.getByRole('button', { name: new RegExp(L.pause[locale], 'i') }).click()
    await expect(
      page.getByRole('listitem').filter({ hasText: name }).getByText(L.paused[locale]),
    ).toBeVisible()
    page.once('dialog', (confirm) => void confirm.accept())
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: new RegExp(L.remove[locale], 'i') })
      .click()
    await expect(page.getByText(L.empty[locale])).toBeVisible()
  })
}

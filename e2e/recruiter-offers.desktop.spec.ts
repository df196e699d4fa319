import { expect, gotoHydrated, recruiterSpace, test } from './fixtures'
import { ORGANISATION } from './journeys/recruiter-offers'

test('the offer editor is for its organisation only', async ({ browser, page }) => {
  const other = await recruiterSpace(browser, 'fr', ORGANISATION.nl.email, ORGANISATION.nl.name)
  const { page: owner, close } = await recruiterSpace(
    browser,
    'fr',
    ORGANISATION.fr.email,
    ORGANISATION.fr.name,
  )
  const href = (await owner
    .getByRole('link', { name: /^Modifier « / })
    .first()
    .getAttribute('href'))!
  // Another organisation's recruiter: an offer she does not own is not found, in the editor or the preview.
  expect((await other.page.goto(href))?.status()).toBe(404)
  expect((await other.page.goto(href.replace('/modifier', '/apercu')))?.status()).toBe(404)

  // The owner's save, replayed with the other recruiter's session: refused, nothing changed.
  await gotoHydrated(owner, href)
  const title = owner.getByLabel('Intitulé du poste')
  const before = await title.inputValue()
  await title.fill(`${before} !`)
  const [save] = await Promise.all([
    owner.waitForRequest((request) => request.url().includes('/_serverFn/') && request.method() === 'POST'),
    owner.getByRole('button', { name: 'Enregistrer', exact: true }).click(),
  ])
  await expect(owner.getByRole('status').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible()
  const { cookie: _ownerCookie, ...headers } = await save.allHeaders()
  const replayed = await other.page.request.post(save.url(), {
    headers,
    data: (save.postData() ?? '').replace(`${before} !`, 'Pris par une autre organisation'),
  })
  expect(await replayed.text()).toContain('not-found')
  await owner.reload()
  await expect(owner.getByLabel('Intitulé du poste')).toHaveValue(`${before} !`)

  // Signed out: the sign-in page.
  await page.goto(href)
  await expect(page).toHaveURL(/\/recruteur\/connexion/)
  await close()
  await other.close()
})

import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  prefix,
  signUpTalent,
  test,
} from './fixtures'
import { expectNoSidewaysScroll, L } from './journeys/new-user-ways'

test('nl: a long diploma name keeps the profile inside a phone screen; the remove button still names it', async ({
  page,
}) => {
  const locale = 'nl'
  await signUpTalent(page, locale, 'Fien')
  await declineWelcome(page)
  await gotoHydrated(page, `${prefix(locale)}/talent/settings/edit`)
  const diplomas = page.getByRole('region', { name: L.diplomas[locale] })
  await diplomas.getByRole('button', { name: L.addDiploma[locale] }).click()
  const long =
    'Master in de bio-ingenieurswetenschappen: milieutechnologie en duurzaam beheer van natuurlijke hulpbronnen'
  await diplomas.getByLabel(L.diploma[locale]).fill(long)
  const remove = diplomas.getByRole('button', { name: `${L.remove[locale]}: ${long}` })
  await expect(remove).toBeVisible()
  await expect(remove).toHaveText(L.remove[locale])
  await expectNoSidewaysScroll(page)
  const box = await remove.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  await expectNoSeriousA11yViolations(page)
})

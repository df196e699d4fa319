import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  linkIn,
  receivedMail,
  recruiterSpace,
  test,
  uniqueEmail,
} from './fixtures'

const ORGANISATION = 'Fonds Horizon Solidaire'
const OWNER = 'fonds-horizon-solidaire-1@demo.tremplin.be'
const MEMBER = 'fonds-horizon-solidaire-2@demo.tremplin.be'

test('an owner invites a colleague, who chooses her password once and finds the organisation (nl)', async ({
  browser,
  page,
}) => {
  const email = uniqueEmail('collega')
  const started = Date.now()
  const owner = await recruiterSpace(browser, 'nl', OWNER, ORGANISATION)
  await owner.page.getByRole('region', { name: ORGANISATION }).getByRole('link', { name: 'Leden' }).click()
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Leden' })).toBeVisible()
  const invite = owner.page.getByRole('form', { name: 'Een collega uitnodigen' })
  await invite.getByLabel('E-mailadres').fill(email)
  await invite.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Lotte')
  await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click()
  await expect(owner.page.getByRole('status').filter({ hasText: email })).toBeVisible()
  await expect(owner.page.getByText('Uitnodiging verstuurd', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(owner.page)

  const mail = await receivedMail(email, { after: started })
  expect(mail.subject).toContain(ORGANISATION)
  const link = linkIn(mail.text, '/nl/recovery/')
  await gotoHydrated(page, link)
  await page.getByLabel('Nieuw wachtwoord').fill('collega-wachtwoord-1')
  await page.getByLabel('Bevestig het wachtwoord').fill('collega-wachtwoord-1')
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByRole('status')).toBeVisible()
  await gotoHydrated(page, link)
  await expect(page.getByRole('alert')).toBeVisible()

  const lotte = await recruiterSpace(browser, 'nl', email, ORGANISATION, 'collega-wachtwoord-1')
  await lotte.close()
  await owner.page.reload()
  await expect(owner.page.getByText('Uitnodiging verstuurd', { exact: true })).toHaveCount(0)
  await owner.close()
})

test('a member sees the members but cannot invite or change them', async ({ browser }) => {
  const member = await recruiterSpace(browser, 'fr', MEMBER, ORGANISATION)
  await member.page.getByRole('region', { name: ORGANISATION }).getByRole('link', { name: 'Membres' }).click()
  await expect(member.page.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible()
  await expect(member.page.getByRole('form', { name: 'Inviter un·e collègue' })).toHaveCount(0)
  await expect(member.page.getByRole('combobox')).toHaveCount(0)
  await expect(member.page.getByRole('button', { name: "Quitter l'organisation" })).toBeVisible()
  await member.close()
})

import {
  b2bSignIn,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  receivedMail,
  recruiterSpace,
  test,
} from './fixtures'
import { ADMIN, typeRichText } from './organisation-steps'

// The join request, the approval and the invitation, in three languages: e2e/journeys/organisation-journey.ts.

test('the committee space is for admins only', async ({ browser, page }) => {
  // Signed out: the organisations' sign-in.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/recruteur\/connexion/)
  // A recruiter finds nothing there.
  const recruiter = await recruiterSpace(
    browser,
    'fr',
    'cooperative-energie-citoyenne-2@demo.tremplin.be',
    'Coopérative Énergie Citoyenne',
  )
  for (const path of [
    '/admin',
    '/admin/demandes/00000000-0000-4000-8000-000000000000',
    '/admin/organisations',
    '/en/admin/organisations/00000000-0000-4000-8000-000000000000',
  ])
    expect((await recruiter.page.goto(path))?.status()).toBe(404)
  await recruiter.close()
})

/** A demo organisation no other browser test uses: its page leaves the site while suspended. */
const ORGANISATION = {
  name: 'Ferme du Bois Joli',
  slug: 'ferme-du-bois-joli',
  owner: 'ferme-du-bois-joli-1@demo.tremplin.be',
}

test('the committee suspends an organisation with a reason, then lifts it', async ({ browser, page }) => {
  const started = Date.now()
  const companyPage = `/entreprises-impact/${ORGANISATION.slug}`
  expect((await page.goto(companyPage))?.status()).toBe(200)

  const committee = await b2bSignIn(browser, 'en', ADMIN)
  const admin = committee.page
  await admin
    .getByRole('navigation', { name: 'Selection committee' })
    .getByRole('link', { name: 'Organisations' })
    .click()
  await admin.getByRole('searchbox', { name: 'Name of the organisation' }).fill('Bois Joli')
  await admin.getByRole('button', { name: 'Search', exact: true }).click()
  await admin.getByRole('link', { name: ORGANISATION.name, exact: true }).click()
  await expect(admin.getByRole('heading', { level: 1, name: ORGANISATION.name })).toBeVisible()
  await admin.getByRole('button', { name: `Suspend “${ORGANISATION.name}”` }).click()
  const form = admin.getByRole('form', { name: `Suspend “${ORGANISATION.name}”` })
  // A reason is required, and long enough for the members to understand.
  await form.getByRole('button', { name: 'Suspend', exact: true }).click()
  await expect(form.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  const reason = 'Plusieurs offres exigent une photo et un âge : contraire à la charte.'
  await form.getByRole('textbox').fill(reason)
  const [suspension] = await Promise.all([
    admin.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    form.getByRole('button', { name: 'Suspend', exact: true }).click(),
  ])
  await expect(admin.getByText(/^Suspended since/)).toBeVisible()
  const { cookie: _adminCookie, ...headers } = await suspension.allHeaders()
  await expectNoSeriousA11yViolations(admin)

  // Gone from the site; its owner is told why (in French, her language) and can no longer publish.
  expect((await page.goto(companyPage))?.status()).toBe(404)
  const mail = await receivedMail(ORGANISATION.owner, { after: started })
  expect(mail.subject).toContain('suspendue')
  expect(mail.text).toContain(reason)
  const owner = await recruiterSpace(browser, 'fr', ORGANISATION.owner, ORGANISATION.name)
  // The committee's call, replayed by a visitor and by the organisation's own recruiter: refused.
  for (const request of [page.request, owner.page.request]) {
    const replayed = await request.post(suspension.url(), { headers, data: suspension.postData() ?? '' })
    expect(await replayed.text()).toContain('signed-out')
  }
  const region = owner.page.getByRole('region', { name: ORGANISATION.name })
  await expect(region.getByText(/a suspendu cette organisation/)).toBeVisible()
  await expect(region.getByRole('link', { name: 'Nouvelle offre' })).toHaveCount(0)
  await owner.close()

  admin.once('dialog', (dialog) => dialog.accept())
  await admin.getByRole('button', { name: `Lift the suspension of “${ORGANISATION.name}”` }).click()
  await expect(admin.getByText(/^Active:/)).toBeVisible()
  await gotoHydrated(page, companyPage)
  await expect(page.getByRole('heading', { level: 1, name: ORGANISATION.name })).toBeVisible()
  await committee.close()
})

test('the committee writes a co-founder project for its founder, publishes it, then archives it', async ({
  browser,
  page,
}) => {
  const title = `Ressourcerie mobile ${Date.now().toString(36)}`
  const committee = await b2bSignIn(browser, 'en', ADMIN)
  const admin = committee.page
  await admin
    .getByRole('navigation', { name: 'Selection committee' })
    .getByRole('link', { name: 'Co-founder projects' })
    .click()
  await admin.getByRole('link', { name: 'New project' }).click()
  await admin.getByRole('button', { name: 'Create the draft' }).click()
  await expect(admin.getByLabel('Project title')).toHaveAccessibleDescription('This field is required.')
  await admin.getByLabel('Project title').fill(title)
  await admin.getByLabel("Founder's name").fill('Amina')
  await admin.getByRole('combobox', { name: 'Region' }).selectOption('brussels_capital')
  await typeRichText(admin, 'Project description', 'Une ressourcerie qui vient à vous, en triporteur.')
  const [creation] = await Promise.all([
    admin.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    admin.getByRole('button', { name: 'Create the draft' }).click(),
  ])
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The committee's call, replayed by a visitor and by a recruiter: refused, no second project.
  const { cookie: _adminCookie, ...headers } = await creation.allHeaders()
  const recruiter = await recruiterSpace(
    browser,
    'fr',
    'cooperative-energie-citoyenne-2@demo.tremplin.be',
    'Coopérative Énergie Citoyenne',
  )
  for (const request of [page.request, recruiter.page.request]) {
    const replayed = await request.post(creation.url(), { headers, data: creation.postData() ?? '' })
    expect(await replayed.text()).toContain('signed-out')
  }
  await recruiter.close()
  await expectNoSeriousA11yViolations(admin)

  await admin.getByRole('button', { name: `Publish “${title}”` }).click()
  await admin.getByRole('link', { name: 'See the public page' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const projectPage = new URL(admin.url()).pathname
  await gotoHydrated(page, projectPage)
  await expect(page.getByText('Une ressourcerie qui vient à vous, en triporteur.')).toBeVisible()

  await admin.goBack()
  await admin
    .getByRole('navigation', { name: 'Selection committee' })
    .getByRole('link', { name: 'Co-founder projects' })
    .click()
  // One project of that title: the replayed calls created none.
  await expect(admin.getByRole('link', { name: title, exact: true })).toHaveCount(1)
  await admin.getByRole('link', { name: title, exact: true }).click()
  await admin.getByRole('button', { name: `Archive “${title}”` }).click()
  await expect(admin.getByRole('link', { name: 'See the public page' })).toHaveCount(0)
  expect((await page.goto(projectPage))?.status()).toBe(404)
  await committee.close()
})

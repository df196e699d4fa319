/**
 * A final answer is confirmed first and can be taken back while the talent's e-mail waits (issue 64,
 * docs/applications.md): a misclick on "Refuse" costs nothing; leaving the page sends the e-mail.
 */
import {
  b2bSignIn,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  linkIn,
  receivedMail,
  test,
  uniqueEmail,
} from './fixtures'
import { applyAsNewTalent, uniqueName } from './journeys/applications'

const CLAIRE = 'cooperative-energie-citoyenne-1@demo.tremplin.be'
const OFFER =
  '/entreprises-impact/cooperative-energie-citoyenne/offres-emploi/charge-de-projet-transition-energetique-cdd-i18er'
/** What the talent's e-mails say (French: she registered in French). */
const REFUSAL = 'ne retiendra pas votre candidature'
const ACCEPTANCE = 'a retenu votre candidature'

test('refusing asks first, can be undone with no e-mail sent; accepting then leaving tells the talent', async ({
  page,
  browser,
}) => {
  test.slow()
  const firstName = uniqueName('Nadia')
  const email = uniqueEmail('nadia')

  // Nadia applies.
  const { title, started } = await applyAsNewTalent(page, 'fr', OFFER, {
    firstName,
    email,
    answer: 'Cinq ans de coopératives.',
  })

  // Claire opens it from the notice she received.
  const notice = await receivedMail(CLAIRE, { after: started, containing: firstName })
  const recruiter = await b2bSignIn(browser, 'fr', CLAIRE)
  const space = recruiter.page
  await expect(space.getByRole('heading', { level: 2, name: 'Coopérative Énergie Citoyenne' })).toBeVisible()
  await gotoHydrated(space, new URL(linkIn(notice.text, '/recruteur/candidatures/')).pathname)
  const status = space.getByRole('region', { name: /^Statut :/ })
  await expect(status).toContainText('Nouvelle')

  // "Refuse" asks first; "Cancel" changes nothing.
  await status.getByRole('button', { name: 'Refuser', exact: true }).click()
  const confirm = space.getByRole('dialog', { name: 'Refuser cette candidature ?' })
  await expect(confirm).toContainText(firstName)
  await expectNoSeriousA11yViolations(space)
  await confirm.getByRole('button', { name: 'Annuler', exact: true }).click()
  await expect(confirm).toHaveCount(0)
  await expect(status).toContainText('Nouvelle')

  // Refused, then taken back at once: the application is new again, its timeline without the refusal.
  await status.getByRole('button', { name: 'Refuser', exact: true }).click()
  await confirm.getByRole('button', { name: 'Oui, refuser' }).click()
  await expect(status.getByRole('status').filter({ hasText: 'Refusée' })).toBeVisible()
  // Meanwhile Nadia does not see it.
  await gotoHydrated(page, '/talent/applications/refused')
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: title })).toHaveCount(0)
  await status.getByRole('button', { name: 'Annuler la réponse' }).click()
  await expect(status.getByRole('status').filter({ hasText: 'Réponse annulée' })).toBeVisible()
  await expect(status.getByRole('heading', { level: 2 })).toContainText('Nouvelle')
  await expect(space.getByText('Refusée', { exact: true })).toHaveCount(0)

  // The window has passed: no refusal reached Nadia, and her application is not among the refused ones.
  await expect(receivedMail(email, { after: started, containing: REFUSAL, timeoutS: 14 })).rejects.toThrow()
  await gotoHydrated(page, '/talent/applications/refused')
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: title })).toHaveCount(0)

  // Accepted for real, then Claire goes back to the offer's list: Nadia is told without waiting for the window.
  await status.getByRole('button', { name: 'Accepter', exact: true }).click()
  await space
    .getByRole('dialog', { name: 'Accepter cette candidature ?' })
    .getByRole('button', { name: 'Oui, accepter' })
    .click()
  await expect(status.getByRole('button', { name: 'Annuler la réponse' })).toBeVisible()
  await space.getByRole('link', { name: '← Les candidatures de cette offre' }).click()
  // Leaving sends it at once (the queued job would wait for the end of the 10-second window).
  const news = await receivedMail(email, { after: started, containing: ACCEPTANCE, timeoutS: 8 })
  expect(news.subject).toContain('Bonne nouvelle')
  await gotoHydrated(page, '/talent/applications/accepted')
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: title })).toHaveCount(1)
  await recruiter.close()
})

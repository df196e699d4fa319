import type { Locale } from '../fixtures'
import { expect, recruiterSpace, test, uniqueEmail } from '../fixtures'
import {
  acceptInvitation,
  askToJoin,
  committeeApproves,
  completeProfile,
  contactFromLibrary,
  inviteColleague,
  offerLifecycle,
  talentOpenToContact,
} from '../organisation-steps'

const NEW_OFFER = { fr: 'Nouvelle offre', nl: 'Nieuwe vacature', en: 'New offer' } as const
/**
 * One body for all languages, registered by organisation-journey.desktop.spec.ts in fr, en
 * and by organisation-journey.phone.spec.ts in nl.
 */
export function organisationJourney(locale: Locale) {
  test(`an organisation joins, completes its profile, publishes and archives an offer, invites a colleague and contacts a talent (${locale})`, async ({
    browser,
    page,
  }, testInfo) => {
    testInfo.setTimeout(240_000)
    const stamp = `${locale.toUpperCase()} ${Date.now().toString(36)}`
    const name = `Repair Café ${stamp}`
    const email = uniqueEmail(`contact-${locale}`)
    const started = Date.now()

    await askToJoin(page, locale, name, email)
    await committeeApproves(browser, page, locale, name)
    await acceptInvitation(page, locale, email, started, 'repair-cafe-2026', name)

    const claire = await recruiterSpace(browser, locale, email, name, 'repair-cafe-2026')
    const space = claire.page
    await expect(
      space.getByRole('region', { name }).getByRole('link', { name: NEW_OFFER[locale] }),
    ).toBeVisible()
    await completeProfile(space, locale, name, `Réparer ensemble, ${stamp}`)

    const visitor = await browser.newPage()
    await offerLifecycle(space, visitor, locale, name, `Accueil Repair Café ${stamp}`)
    await visitor.close()

    await inviteColleague(space, locale, name, uniqueEmail(`nora-${locale}`))
    const talentTitle = `Réparatrice vélo ${stamp}`
    const talent = await browser.newPage()
    const talentEmail = await talentOpenToContact(talent, locale, 'Margot', talentTitle)
    await talent.close()
    await contactFromLibrary(
      space,
      locale,
      talentTitle,
      talentEmail,
      'Bonjour Margot, notre Repair Café cherche une réparatrice pour ses permanences du samedi.',
    )
    await claire.close()
  })
}

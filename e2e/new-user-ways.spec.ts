/**
 * What a new user tripped on (issue 64), walked again: the offer page leads to its organisation, a long
 * diploma name keeps the profile inside a phone's screen, one tab is current, alerts have one name, Dutch
 * and English keep their own spacing, and each role finds its way in.
 */
import type { Page } from '@playwright/test'
import {
  b2bSignIn,
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  LOCALES,
  type Locale,
  linkIn,
  newPersonContext,
  prefix,
  signUpTalent,
  test,
  uniqueEmail,
} from './fixtures'
import { inviteColleague } from './organisation-steps'

/** Seeded demo data (README): an organisation, its first recruiter (an owner), one of its open offers. */
const CLAIRE = 'cooperative-energie-citoyenne-1@demo.tremplin.be'
const ORGANISATION = 'Coopérative Énergie Citoyenne'
const COMPANY_PATH = {
  fr: '/entreprises-impact/cooperative-energie-citoyenne',
  nl: '/nl/gevolgen-bedrijven/cooperatieve-burgerenergie',
  en: '/en/impact-companies/citizen-energy-cooperative',
}
const OPEN_OFFER = 'charge-de-projet-transition-energetique-cdd-i18er'
const offerPath = (locale: Locale) =>
  ({
    fr: `${COMPANY_PATH.fr}/offres-emploi/${OPEN_OFFER}`,
    nl: `${COMPANY_PATH.nl}/banen/${OPEN_OFFER}`,
    en: `${COMPANY_PATH.en}/job-offers/${OPEN_OFFER}`,
  })[locale]

const L = {
  addDiploma: {
    fr: 'Ajouter un diplôme ou une formation',
    nl: 'Een diploma of opleiding toevoegen',
    en: 'Add a degree or training',
  },
  diplomas: { fr: 'Diplômes et formations', nl: "Diploma's en opleidingen", en: 'Degrees and training' },
  diploma: { fr: 'Diplôme ou formation', nl: 'Diploma of opleiding', en: 'Degree or training' },
  remove: { fr: 'Supprimer', nl: 'Verwijderen', en: 'Delete' },
  tabs: { fr: 'Filtrer mes candidatures', nl: 'Mijn sollicitaties filteren', en: 'Filter my applications' },
  pendingTab: { fr: /^En attente/, nl: /^In afwachting/, en: /^Pending/ },
  myAccount: { fr: /^Mon compte/, nl: /^Mijn account/, en: /^My account/ },
  myAlerts: { fr: 'Mes alertes', nl: 'Mijn alerts', en: 'My alerts' },
  information: { fr: 'Informations', nl: 'Informatie', en: 'Information' },
  complete: { fr: 'Compléter', nl: 'Aanvullen', en: 'Complete' },
  recruiterSpace: { fr: 'Espace recruteur', nl: 'Recruiterzone', en: 'Recruiter area' },
  join: {
    fr: 'Demander à rejoindre Tremplin',
    nl: 'Vragen om bij Tremplin te komen',
    en: 'Ask to join Tremplin',
  },
  joinForm: { fr: 'Envoyer la demande', nl: 'Aanvraag versturen', en: 'Send the request' },
  toTalentSignIn: {
    fr: "Connectez-vous à l'espace talent",
    nl: 'Meld je aan in de talentruimte',
    en: 'Log in to the talent space',
  },
  toRecruiterSignIn: {
    fr: "Connectez-vous à l'espace recruteur",
    nl: 'Meld u aan in de recruiterruimte',
    en: 'Log in to the recruiter space',
  },
  refusedToRecruiter: {
    fr: "Aller à la connexion de l'espace recruteur",
    nl: 'Naar de aanmelding van de recruiterruimte',
    en: 'Go to the recruiter space log-in',
  },
  refusedToTalent: {
    fr: "Aller à la connexion de l'espace talent",
    nl: 'Naar de aanmelding van de talentruimte',
    en: 'Go to the talent space log-in',
  },
  email: { fr: 'Adresse e-mail', nl: 'E-mailadres', en: 'E-mail address' },
  password: { fr: 'Mot de passe', nl: 'Wachtwoord', en: 'Password' },
  signIn: { fr: 'Se connecter', nl: 'Aanmelden', en: 'Log in' },
  newPassword: { fr: 'Nouveau mot de passe', nl: 'Nieuw wachtwoord', en: 'New password' },
  confirmPassword: {
    fr: 'Confirmez le mot de passe',
    nl: 'Bevestig het wachtwoord',
    en: 'Confirm the password',
  },
  savePassword: { fr: 'Enregistrer le mot de passe', nl: 'Wachtwoord opslaan', en: 'Save the password' },
  toOwnSignIn: {
    fr: "Se connecter à l'espace recruteur",
    nl: 'Aanmelden in de recruiterruimte',
    en: 'Log in to the recruiter space',
  },
  recruiterSignInPath: {
    fr: '/recruteur/connexion',
    nl: '/nl/recruiter/aanmelden',
    en: '/en/recruiter/sign-in',
  },
} satisfies Record<string, Record<Locale, string | RegExp>>

/** French puts a space before `: ; ? !`; Dutch and English do not. */
const FRENCH_SPACING = /[\s\u00a0\u202f][:;?!](\s|$)/

/** The page's own words (visible text and accessible names), without the organisations' texts. */
async function interfaceWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words = [...document.querySelectorAll('[aria-label]')].map(
      (node) => node.getAttribute('aria-label')!,
    )
    const main = document.querySelector('main') ?? document.body
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, one line per block, is what a reader sees
    return [...words, ...main.innerText.split('\n')]
  })
}

async function expectNoSidewaysScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(sizes.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.client)
}

for (const locale of LOCALES) {
  test(`${locale}: the offer page leads to its organisation's page, under the title and in the side card`, async ({
    page,
  }) => {
    await gotoHydrated(page, offerPath(locale))
    const hero = page.getByRole('main').getByRole('link', { name: ORGANISATION, exact: true })
    await expect(hero.first()).toHaveAttribute('href', COMPANY_PATH[locale])
    // Each link to the organisation on the page (hero and side card) goes to its page here, not its site.
    for (const link of await hero.all()) await expect(link).toHaveAttribute('href', COMPANY_PATH[locale])
    await hero.first().click()
    await expect(page).toHaveURL(new RegExp(`${COMPANY_PATH[locale]}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ORGANISATION)
  })
}

test('nl: a long diploma name keeps the profile inside a phone screen; the remove button still names it', {
  tag: '@phone',
}, async ({ page }) => {
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

for (const locale of LOCALES) {
  test(`${locale}: one tab is current on "my applications"; the account menu and the page call alerts alerts; no French spacing`, async ({
    page,
  }, testInfo) => {
    await signUpTalent(page, locale, 'Mira')
    await declineWelcome(page)
    // The account page's section links: named in the language's own typography.
    await expect(
      page.getByRole('link', {
        name: `${L.complete[locale]}${locale === 'fr' ? ' : ' : ': '}${L.information[locale]}`,
      }),
    ).toBeVisible()
    if (locale !== 'fr')
      expect((await interfaceWords(page)).filter((words) => FRENCH_SPACING.test(words))).toEqual([])

    await gotoHydrated(page, `${prefix(locale)}/talent/applications/pending`)
    const tabs = page.getByRole('navigation', { name: L.tabs[locale] })
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(tabs.getByRole('link', { name: L.pendingTab[locale] })).toHaveAttribute(
      'aria-current',
      'page',
    )
    if (locale !== 'fr')
      expect((await interfaceWords(page)).filter((words) => FRENCH_SPACING.test(words))).toEqual([])

    // The menu's entry and the page it opens share one name.
    if (testInfo.project.name === 'phone') return
    await page.getByRole('button', { name: L.myAccount[locale] }).click()
    await page.getByRole('menuitem', { name: L.myAlerts[locale] }).click()
    await expect(page.getByRole('heading', { level: 1, name: L.myAlerts[locale] })).toBeVisible()
  })
}

for (const locale of LOCALES) {
  test(`${locale}: organisations find their way in from the footer: the recruiter sign-in, the join request, the talents' sign-in`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix(locale)}/`)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: L.recruiterSpace[locale], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${L.recruiterSignInPath[locale]}$`))
    await expect(page.getByRole('heading', { level: 1, name: L.recruiterSpace[locale] })).toBeVisible()
    // The organisations' header fits a phone (a wider page would shift a dialog's buttons from under a tap).
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    // A talent who came here by mistake: one link to her own sign-in.
    await expect(
      page.getByRole('main').getByRole('link', { name: L.toTalentSignIn[locale] }),
    ).toHaveAttribute('href', `${prefix(locale)}/connect`)
    await page.getByRole('main').getByRole('link', { name: L.join[locale] }).click()
    await expect(page.getByRole('button', { name: L.joinForm[locale] })).toBeVisible()
    // And the talents' sign-in sends a recruiter to hers.
    await gotoHydrated(page, `${prefix(locale)}/connect`)
    await expect(
      page.getByRole('main').getByRole('link', { name: L.toRecruiterSignIn[locale] }),
    ).toHaveAttribute('href', L.recruiterSignInPath[locale])
  })
}

test('each sign-in page sends a person of the other kind to hers, and she signs in there', {
  tag: '@desktop',
}, async ({ page, browser }) => {
  // A recruiter at the talents' door: told, and given the link to her own.
  await gotoHydrated(page, '/nl/connect')
  const form = page.getByRole('tabpanel')
  await form.getByLabel(L.email.nl).fill(CLAIRE)
  await form.getByLabel(L.password.nl).fill('tremplin-demo')
  await form.getByRole('button', { name: L.signIn.nl }).click()
  await form.getByRole('alert').getByRole('link', { name: L.refusedToRecruiter.nl }).click()
  await expect(page).toHaveURL(/\/nl\/recruiter\/aanmelden$/)
  const main = page.getByRole('main')
  await main.getByLabel(L.email.nl).fill(CLAIRE)
  await main.getByLabel(L.password.nl).fill('tremplin-demo')
  await main.getByRole('button', { name: L.signIn.nl }).click()
  await expect(page.getByRole('heading', { level: 2, name: ORGANISATION })).toBeVisible()

  // A talent at the organisations' door: the same, the other way.
  const talent = await newPersonContext(browser)
  const email = await signUpTalent(await talent.newPage(), 'en', 'Arne')
  const other = await b2bSignIn(browser, 'en', email, 'a-test-password-1')
  const alert = other.page.getByRole('main').getByRole('alert')
  await alert.getByRole('link', { name: L.refusedToTalent.en }).click()
  await expect(other.page).toHaveURL(/\/en\/connect$/)
  await other.close()
  await talent.close()
})

test('an invited recruiter who sets her password is sent to the recruiter sign-in, and signs in', {
  tag: '@desktop',
}, async ({ browser, page }) => {
  // Claire writes in French: the invitation, and so the page its link opens, are in French.
  const locale = 'fr'
  const owner = await b2bSignIn(browser, locale, CLAIRE)
  await expect(owner.page.getByRole('heading', { level: 2, name: ORGANISATION })).toBeVisible()
  const email = uniqueEmail('nora')
  const { mail } = await inviteColleague(owner.page, locale, ORGANISATION, email)
  await owner.close()
  await gotoHydrated(page, linkIn(mail.text, '/recovery/'))
  await page.getByLabel(L.newPassword[locale]).fill('nora-password-1')
  await page.getByLabel(L.confirmPassword[locale]).fill('nora-password-1')
  await page.getByRole('button', { name: L.savePassword[locale] }).click()
  await page.getByRole('link', { name: L.toOwnSignIn[locale] }).click()
  await expect(page).toHaveURL(new RegExp(`${L.recruiterSignInPath[locale]}$`))
  const main = page.getByRole('main')
  await main.getByLabel(L.email[locale]).fill(email)
  await main.getByLabel(L.password[locale]).fill('nora-password-1')
  await main.getByRole('button', { name: L.signIn[locale] }).click()
  await expect(page.getByRole('heading', { level: 2, name: ORGANISATION })).toBeVisible()
})

import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { linkIn, receivedMail } from './mail'

export { expectNoSeriousA11yViolations } from './a11y'
export { linkIn, receivedMail } from './mail'

export const LOCALES = ['fr', 'nl', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const prefix = (locale: Locale) => (locale === 'fr' ? '' : `/${locale}`)
export const HTML_LANG: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en' }
/** The job offers' page in each language, prefix included (`jobs` of src/i18n/paths.ts). */
export const JOBS: Record<Locale, string> = { fr: '/offres-emploi', nl: '/nl/banen', en: '/en/job-offers' }

/** Texts the tests look for, per locale (they must match the catalogues). */
export const TEXT = {
  heroTitle: {
    fr: 'Trouvez un job qui a du sens',
    nl: 'Vind een job met betekenis',
    en: 'Find a job that matters',
  },
  latestOffers: { fr: 'Les dernières offres', nl: 'De nieuwste vacatures', en: 'The latest job offers' },
  notFound: { fr: 'Erreur 404', nl: 'Fout 404', en: 'Error 404' },
  backHome: { fr: "Retour à l'accueil", nl: 'Terug naar de homepage', en: 'Back to the home page' },
  jobsMenu: { fr: "Offres d'emploi", nl: 'Vacatures', en: 'Job offers' },
  openMenu: { fr: 'Ouvrir le menu', nl: 'Menu openen', en: 'Open the menu' },
  mostVisited: {
    fr: 'Les recherches les plus populaires',
    nl: 'De populairste zoekopdrachten',
    en: 'The most popular searches',
  },
  subscribe: { fr: "S'inscrire", nl: 'Inschrijven', en: 'Subscribe' },
  emailInvalid: {
    fr: "Cette adresse e-mail n'est pas valide.",
    nl: 'Dit e-mailadres is niet geldig.',
    en: 'This e-mail address is not valid.',
  },
} satisfies Record<string, Record<Locale, string>>

/** The labels the forms that ask for a person share: sign-up, sign-in, contact, organisation request, profile. */
export const FORM_LABELS = {
  firstName: { fr: 'Prénom', nl: 'Voornaam', en: 'First name' },
  lastName: { fr: 'Nom', nl: 'Naam', en: 'Last name' },
  email: { fr: 'Adresse e-mail', nl: 'E-mailadres', en: 'E-mail address' },
  password: { fr: 'Mot de passe', nl: 'Wachtwoord', en: 'Password' },
  signIn: { fr: 'Se connecter', nl: 'Aanmelden', en: 'Log in' },
} satisfies Record<string, Record<Locale, string>>

/** The talent's sign-up form: its tab, the person's fields, the terms and the button. */
export const SIGN_UP = {
  ...FORM_LABELS,
  registerTab: { fr: 'Inscription', nl: 'Registreren', en: 'Register' },
  terms: { fr: /conditions d'utilisation/, nl: /gebruiksvoorwaarden/, en: /terms of use/ },
  createAccount: { fr: 'Créer mon compte', nl: 'Mijn account aanmaken', en: 'Create my account' },
}

/** A fresh address for a test account. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.be`

/** Creates a talent account on /connect (a fresh address unless given); she lands on her account page. Answers her address. */
export async function signUpTalent(
  page: Page,
  locale: Locale,
  firstName: string,
  email = uniqueEmail(firstName.toLowerCase()),
) {
  await gotoHydrated(page, `${prefix(locale)}/connect?tab=register`)
  const form = page.getByRole('tabpanel')
  await form.getByLabel(SIGN_UP.firstName[locale]).fill(firstName)
  await form.getByLabel(SIGN_UP.email[locale]).fill(email)
  await form.getByLabel(SIGN_UP.password[locale]).fill('a-test-password-1')
  await form.getByRole('checkbox', { name: SIGN_UP.terms[locale] }).check()
  await form.getByRole('button', { name: SIGN_UP.createAccount[locale] }).click()
  await expect(page).toHaveURL(/talent\/settings\/account$/)
  return email
}

/** Registers in the authentication modal a gated action opened (its register tab). */
export async function registerInModal(page: Page, locale: Locale, firstName: string, email: string) {
  const modal = page.getByRole('dialog')
  await modal.getByRole('tab', { name: SIGN_UP.registerTab[locale] }).click()
  const form = modal.getByRole('tabpanel')
  await form.getByLabel(SIGN_UP.firstName[locale]).fill(firstName)
  await form.getByLabel(SIGN_UP.email[locale]).fill(email)
  await form.getByLabel(SIGN_UP.password[locale]).fill('a-test-password-1')
  await form.getByRole('checkbox', { name: SIGN_UP.terms[locale] }).check()
  await form.getByRole('button', { name: SIGN_UP.createAccount[locale] }).click()
}

/** What the notice of an account whose address is not confirmed yet says and offers. */
export const UNCONFIRMED = {
  apply: {
    fr: "Pour postuler, confirmez d'abord votre adresse e-mail",
    nl: 'Bevestig eerst je e-mailadres om te solliciteren',
    en: 'To apply, first confirm your e-mail address',
  },
  alerts: {
    fr: "Pour recevoir des alertes par e-mail, confirmez d'abord votre adresse e-mail",
    nl: 'Bevestig eerst je e-mailadres om alerts per e-mail te ontvangen',
    en: 'To receive alerts by e-mail, first confirm your e-mail address',
  },
  resend: {
    fr: 'Renvoyer le lien de confirmation',
    nl: 'Bevestigingslink opnieuw sturen',
    en: 'Send the confirmation link again',
  },
  resent: {
    fr: 'Un nouveau lien de confirmation vient de vous être envoyé',
    nl: 'We hebben je net een nieuwe bevestigingslink gestuurd',
    en: 'A new confirmation link has just been sent to you',
  },
}

/** Opens the link of the newest confirmation e-mail sent to `email`: her address is confirmed. */
export async function confirmAddress(page: Page, email: string, after = 0) {
  const mail = await receivedMail(email, { after, containing: '/validmail/' })
  await gotoHydrated(page, linkIn(mail.text, '/validmail/'))
  await expect(
    page.getByText(
      /Votre adresse e-mail est confirmée|Je e-mailadres is bevestigd|Your e-mail address is confirmed/,
    ),
  ).toBeVisible()
}

/**
 * A new talent signed up on /connect, her address confirmed (only a confirmed one applies or shows in the
 * CV library), the welcome offer declined. Answers her address.
 */
export async function signUpConfirmed(page: Page, locale: Locale, firstName: string) {
  const started = Date.now()
  const email = await signUpTalent(page, locale, firstName)
  await confirmAddress(page, email, started)
  await declineWelcome(page)
  return email
}

/** Clicks before hydration do nothing: wait for the app to mark the document hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  return response
}

/** The same after a reload: the page is hydrated again before the test clicks. */
export async function reloadHydrated(page: Page) {
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** Opens a page that exists in `locale`: answered 200, hydrated, its document in that language. */
export async function openLocalizedPage(page: Page, locale: Locale, path: string) {
  const response = await gotoHydrated(page, path)
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
}

/** A client address of its own (the server runs with TRUST_PROXY=1), so per-address rate limits apply per test. */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1
  return `10.${byte()}.${byte()}.${byte()}`
}

/** The welcome modal a new account sees (docs/product.md#states), in the three languages. */
export const WELCOME_TITLE = /Bienvenue ! Ton profil|Welkom! Je profiel|Welcome! Your profile/

const welcomeHandlers = new WeakMap<Page, Promise<void>>()

/**
 * Waits for the welcome modal a new account gets and declines it (Escape), so that it neither takes the
 * focus from what the test opens next (a menu) nor fades in under an accessibility check.
 */
export async function declineWelcome(page: Page) {
  await keepWelcomeModal(page)
  const offered = async () =>
    (await page.context().cookies()).some((cookie) => cookie.name === 'tal.new_user')
  const welcome = page.getByRole('dialog', { name: WELCOME_TITLE })
  if (await offered()) {
    await welcome.waitFor({ timeout: 5_000 }).catch(() => {})
    if (await welcome.isVisible()) {
      await page.keyboard.press('Escape')
      await expect.poll(offered).toBe(false)
    } else {
      // Deferred (she signed up to do something: the offer waits for her next page): declined for good.
      await page.context().clearCookies({ name: 'tal.new_user' })
    }
  }
  await expect(welcome).toHaveCount(0)
}

/** For a test that goes through the welcome modal itself: the page stops closing it. */
export async function keepWelcomeModal(page: Page) {
  await welcomeHandlers.get(page)
  await page.removeLocatorHandler(page.getByRole('dialog', { name: WELCOME_TITLE }))
}

/**
 * The cookie choice of a returning visitor who refused everything (`1.a0.m0.<time>`, domain/consent.ts):
 * every test but the consent journeys browses without the banner, and without analytics identifiers.
 */
export const CONSENT_COOKIE_NAME = 'tal.consent'
export async function chooseNoCookies(context: BrowserContext) {
  const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`
  const value = `1.a0.m0.${Math.floor(Date.now() / 1000)}`
  await context.addCookies([{ name: CONSENT_COOKIE_NAME, value, url: baseURL }])
}

/** A browser of its own for a second person (her own address, her cookie choice made). */
export async function newPersonContext(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })
  await chooseNoCookies(context)
  return context
}

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': clientAddress() })
  },
  // Every test that signs up meets the welcome modal, in every tab: closed as a user would (Escape), unless
  // a test keeps it (`keepWelcomeModal`, cv-import.spec).
  context: async ({ context }, use) => {
    await chooseNoCookies(context)
    const refused: string[] = []
    context.on('page', (page) => {
      watchContentSecurityPolicy(page, refused)
      welcomeHandlers.set(
        page,
        page.addLocatorHandler(page.getByRole('dialog', { name: WELCOME_TITLE }), async () => {
          await page.keyboard.press('Escape')
        }),
      )
    })
    await use(context)
    // No journey may trip the Content-Security-Policy: what it refuses is broken for visitors too.
    expect(refused, 'Content-Security-Policy violations').toEqual([])
  },
})
export { expect }

/** Collects the browser's reports of what the page's Content-Security-Policy refused. */
export function watchContentSecurityPolicy(page: Page, refused: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      refused.push(`${page.url()}: ${message.text()}`)
  })
}

/** Waits until no region of the page is busy loading (lists show the previous results meanwhile). */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

const RECRUITER_SIGN_IN = {
  ...FORM_LABELS,
  path: { fr: '/recruteur/connexion', nl: '/nl/recruiter/aanmelden', en: '/en/recruiter/sign-in' },
} satisfies Record<string, Record<Locale, string>>

/** Signs in on the organisations' side (recruiters and the selection committee) in a browser of its own. */
export async function b2bSignIn(browser: Browser, locale: Locale, email: string, password = 'tremplin-demo') {
  const context = await newPersonContext(browser)
  const page = await context.newPage()
  await gotoHydrated(page, RECRUITER_SIGN_IN.path[locale])
  const form = page.getByRole('main')
  await form.getByLabel(RECRUITER_SIGN_IN.email[locale]).fill(email)
  await form.getByLabel(RECRUITER_SIGN_IN.password[locale]).fill(password)
  await form.getByRole('button', { name: RECRUITER_SIGN_IN.signIn[locale] }).click()
  return { page, close: () => context.close() }
}

/**
 * A demo recruiter (README: `<slug>-1@demo.tremplin.be`, `tremplin-demo`) signed in to her space in a
 * browser of her own; waits for her organisation's heading.
 */
export async function recruiterSpace(
  browser: Browser,
  locale: Locale,
  email: string,
  organisation: string,
  password?: string,
) {
  const space = await b2bSignIn(browser, locale, email, password)
  await expect(space.page.getByRole('heading', { level: 2, name: organisation })).toBeVisible()
  return space
}

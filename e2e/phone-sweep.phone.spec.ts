// No page wider than the screen: every route family (public, talent, recruiter, committee) at 360 × 740 and
// 390 × 844, in French, Dutch and English, filled with the longest realistic data (a long organisation name
// and contact address, an 80-character offer title, an unbroken URL in its text, a long diploma from a CV, a
// long e-mail address). A page fails when the document scrolls sideways or a control is cut off.
import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test'
import { switchLocalePath } from '../src/i18n/paths'
import { lotteCv } from '../tests/cv-files'
import {
  chooseNoCookies,
  clientAddress,
  expect,
  gotoHydrated,
  keepWelcomeModal,
  LOCALES,
  type Locale,
  signUpTalent,
  test,
  WELCOME_TITLE,
} from './fixtures'
import { ADMIN, acceptInvitation, askToJoin, committeeApproves, typeRichText } from './organisation-steps'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]

const stamp = Date.now().toString(36)
const ORGANISATION = `Coopérative bruxelloise de réemploi, de réparation et d'économie circulaire ${stamp}`
const CONTACT = `marie-christine.vandenbossche-dewilde.${stamp}@federation-economie-sociale-wallonie.example.be`
const TALENT = `anne-sophie.van-der-straeten-de-villers.${stamp}@ministere-federation-wallonie-bruxelles.example.be`
const PASSWORD = 'long-names-2026'
/** 80 characters, the stamp included: the offer's title in every list, card, heading and breadcrumb. */
const TITLE = `Responsable de la coordination des bénévoles et des ateliers de réparation ${stamp}`
  .padEnd(80, 'x')
  .slice(0, 80)
const UNBROKEN_URL = `https://www.federation-economie-sociale-wallonie.example.be/candidatures/formulaire-de-candidature-spontanee-pour-les-ateliers-de-reparation-${stamp}`

/** A phone of its own (Pixel 7: touch, mobile viewport meta), with a cookie choice made. */
async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const { defaultBrowserType: _type, ...phone } = devices['Pixel 7']
  const context = await browser.newContext({
    ...phone,
    viewport: VIEWPORTS[0],
    locale: 'fr-BE',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  })
  await chooseNoCookies(context)
  return context
}

/** Signs in on the organisations' side in a phone of its own. */
async function b2bPhone(browser: Browser, email: string, password = 'tremplin-demo') {
  const context = await phoneContext(browser)
  const page = await context.newPage()
  await gotoHydrated(page, '/recruteur/connexion')
  const form = page.getByRole('main')
  await form.getByLabel('Adresse e-mail').fill(email)
  await form.getByLabel('Mot de passe').fill(password)
  await form.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).not.toHaveURL(/connexion/)
  return page
}

type Overflow = { sideways: number; widest: string[]; cut: string[] }

/** What sticks out: the document's sideways scroll, the widest culprits, and controls cut off. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const describe = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)
      const classes = typeof element.className === 'string' ? element.className.split(' ').slice(0, 3) : []
      return `<${element.tagName.toLowerCase()}${classes.length ? ` .${classes.join('.')}` : ''}> "${text}"`
    }
    // Inside a container that scrolls sideways on purpose (tabs, a table), sticking out is its design.
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX
        if (overflow === 'auto' || overflow === 'scroll') return parent !== document.documentElement
      }
      return false
    }
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"], [hidden], [inert]')
      )
    }
    const sideways = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width
    const past = [...document.body.querySelectorAll('*')]
      // Hidden elements count too: a visually hidden label placed outside its frame widens the page.
      .filter((element) => !inScroller(element))
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 1)
    // The innermost ones first: their containers only stretch around them.
    const widest = past
      .filter(
        ({ element }) => !past.some((other) => other.element !== element && element.contains(other.element)),
      )
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => `${Math.round(right)} px ${describe(element)}`)
    const cut: string[] = []
    for (const control of document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"]',
    )) {
      if (!shown(control) || inScroller(control)) continue
      const box = control.getBoundingClientRect()
      if (box.left < -1 || box.right > width + 1) {
        cut.push(describe(control))
        continue
      }
      for (
        let parent = control.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX
        if (overflow !== 'hidden' && overflow !== 'clip') continue
        const frame = parent.getBoundingClientRect()
        // A visually hidden text (1 px, clipped) is for screen readers: not a control cut off.
        if (frame.width > 1 && (box.right > frame.right + 1 || box.left < frame.left - 1)) {
          cut.push(`${describe(control)} in ${describe(parent)}`)
          break
        }
      }
    }
    return { sideways, widest, cut }
  })
}

/** Visits each path at both widths; collects what sticks out instead of stopping at the first page. */
async function sweep(page: Page, paths: string[]) {
  const problems: string[] = []
  for (const path of paths) {
    await page.setViewportSize(VIEWPORTS[0]!)
    const response = await gotoHydrated(page, path)
    expect(response?.status(), path).toBe(path.includes('/no-such-page-') ? 404 : 200)
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      const { sideways, widest, cut } = await measure(page)
      if (sideways > 0)
        problems.push(`${path} @${viewport.width}: ${sideways} px sideways; ${widest.join(' | ')}`)
      for (const control of cut) problems.push(`${path} @${viewport.width}: cut off ${control}`)
    }
  }
  expect(problems).toEqual([])
}

const inLocale = (locale: Locale, paths: string[]) => paths.map((path) => switchLocalePath(path, locale))

/** The hreflang alternate of a public page in `locale` (entity slugs differ per language). */
async function alternate(page: Page, path: string, locale: Locale): Promise<string> {
  await page.goto(path)
  const tag = { fr: 'fr-BE', nl: 'nl-BE', en: 'en' }[locale]
  const href = await page.locator(`link[rel="alternate"][hreflang="${tag}"]`).getAttribute('href')
  return new URL(href ?? path, page.url()).pathname
}

type Seeded = {
  recruiter: Page
  committee: Page
  talent: Page
  offerPublic: string
  companyPublic: string
  recruiterPaths: string[]
  committeePaths: string[]
}

let seeded: Seeded

test.describe('no page wider than the screen', () => {
  test.describe.configure({ timeout: 240_000 })

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000)
    // An organisation with a long name joins; its owner publishes an offer with an 80-character title.
    const visitorContext = await phoneContext(browser)
    const visitor = await visitorContext.newPage()
    const started = Date.now()
    await askToJoin(visitor, 'fr', ORGANISATION, CONTACT)
    await committeeApproves(browser, visitor, 'fr', ORGANISATION)
    await acceptInvitation(visitor, 'fr', CONTACT, started, PASSWORD, ORGANISATION)
    await visitorContext.close()

    const recruiter = await b2bPhone(browser, CONTACT, PASSWORD)
    const space = recruiter.getByRole('region', { name: ORGANISATION })
    await space.getByRole('link', { name: 'Nouvelle offre' }).click()
    await recruiter.getByLabel('Intitulé du poste').fill(TITLE)
    await recruiter.getByRole('combobox', { name: 'Type de contrat', exact: true }).selectOption('cdi')
    await recruiter
      .getByRole('combobox', { name: 'Télétravail', exact: true })
      .selectOption('remote_half_authorized')
    await recruiter.getByRole('combobox', { name: 'Métier', exact: true }).selectOption('environment')
    await typeRichText(
      recruiter,
      'Description du poste',
      `Vous coordonnez les ateliers. Le formulaire : ${UNBROKEN_URL} et le règlement d'ordre intérieur.`,
    )
    await typeRichText(recruiter, 'Profil recherché', `Écrivez à ${CONTACT}.`)
    await recruiter.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
    await expect(recruiter.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await recruiter.getByRole('button', { name: /publier/i }).click()
    await expect(recruiter.getByText('En ligne', { exact: true })).toBeVisible()
    const editor = new URL(recruiter.url()).pathname
    const offer = /\/recruteur\/offres\/([^/]+)/.exec(editor)?.[1]
    const offerPublic = new URL(
      (await recruiter.getByRole('link', { name: "Voir l'offre en ligne" }).getAttribute('href')) ?? '',
      recruiter.url(),
    ).pathname
    await gotoHydrated(recruiter, '/recruteur')
    const profile = await space.getByRole('link', { name: 'Profil', exact: true }).getAttribute('href')
    const company = /\/organisations\/([^/]+)\/profil/.exec(profile ?? '')?.[1]
    expect(offer && company, `offer ${offer}, organisation ${company}`).toBeTruthy()
    const companyPublic = offerPublic.replace(/\/offres-emploi\/[^/]+$/, '')

    // The committee, in a phone, with the request and the organisation it approved.
    const committee = await b2bPhone(browser, ADMIN)
    await gotoHydrated(committee, '/admin?status=approved')
    const request = await committee
      .getByRole('link', { name: ORGANISATION })
      .first()
      .getAttribute('href', { timeout: 10_000 })
    await gotoHydrated(committee, `/admin/organisations?query=${stamp}`)
    const organisation = await committee
      .getByRole('link', { name: ORGANISATION })
      .first()
      .getAttribute('href', { timeout: 10_000 })

    // A talent with a long e-mail address fills her profile from a CV with a long diploma.
    const talentContext = await phoneContext(browser)
    const talent = await talentContext.newPage()
    await keepWelcomeModal(talent)
    await signUpTalent(talent, 'fr', 'Anne-Sophie', TALENT)
    const welcome = talent.getByRole('dialog', { name: WELCOME_TITLE })
    await expect(welcome).toBeVisible()
    await welcome
      .locator('#cv-import-file')
      .setInputFiles({ name: 'CV Lotte Peeters.pdf', mimeType: 'application/pdf', buffer: await lotteCv() })
    await expect(welcome.getByText('CV Lotte Peeters.pdf')).toBeVisible()
    await welcome.getByRole('button', { name: 'Remplir mon profil avec mon CV' }).click()
    const success = talent.getByRole('dialog', { name: 'Ton profil est rempli !' })
    await expect(success).toBeVisible({ timeout: 60_000 })
    await talent.keyboard.press('Escape')
    await expect(success).toBeHidden()

    seeded = {
      recruiter,
      committee,
      talent,
      offerPublic,
      companyPublic,
      recruiterPaths: [
        '/recruteur',
        `/recruteur/offres/${offer}`,
        '/recruteur/offres/nouvelle',
        `/recruteur/offres/${offer}/modifier`,
        `/recruteur/offres/${offer}/apercu`,
        '/recruteur/cvtheque',
        `/recruteur/organisations/${company}/profil`,
        `/recruteur/organisations/${company}/membres`,
        `/recruteur/organisations/${company}/sources`,
        `/recruteur/organisations/${company}/reponses`,
      ],
      committeePaths: [
        '/admin',
        '/admin?status=approved',
        new URL(request ?? '', 'http://x').pathname,
        `/admin/organisations?query=${stamp}`,
        new URL(organisation ?? '', 'http://x').pathname,
        '/admin/projets',
        '/admin/projets/nouveau',
      ],
    }
  })

  test.afterAll(async () => {
    for (const page of [seeded?.recruiter, seeded?.committee, seeded?.talent]) await page?.context().close()
  })

  for (const locale of LOCALES) {
    test(`public pages fit a phone (${locale})`, async ({ browser }) => {
      const context = await phoneContext(browser)
      const page = await context.newPage()
      const xml = await (await page.request.get('/sitemaps/pages.xml')).text()
      const entities = [
        /^\/articles\/[^/]+$/,
        /^\/media\/podcast\/(?!categorie)[^/]+$/,
        /^\/cofondateur\/(?!projets$)[^/]+$/,
      ]
        .map((pattern) =>
          [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)]
            .map((match) => match[1]!)
            .find((path) => pattern.test(path)),
        )
        .filter((path): path is string => !!path)
      const byHreflang = [seeded.offerPublic, seeded.companyPublic, ...entities]
      const localized: string[] = []
      for (const path of byHreflang) localized.push(await alternate(page, path, locale))
      await sweep(page, [
        ...inLocale(locale, [
          '/',
          '/offres-emploi',
          `/offres-emploi?query=${encodeURIComponent(TITLE)}`,
          '/entreprises-impact',
          '/cofondateur',
          '/cofondateur/projets',
          '/media',
          '/media/articles',
          '/contact',
          '/selection-entreprise',
          '/developpeurs/api',
          '/pages/cgu',
          '/connect',
          '/recruteur/connexion',
        ]),
        ...localized,
        `${switchLocalePath('/', locale).replace(/\/$/, '')}/no-such-page-${'x'.repeat(60)}`,
      ])
      await context.close()
    })

    test(`talent pages fit a phone (${locale})`, async () => {
      await sweep(
        seeded.talent,
        inLocale(locale, [
          '/talent/settings/account',
          '/talent/settings',
          '/talent/applications',
          '/talent/alerts',
          '/talent/media',
          '/talent/parameters',
        ]),
      )
    })

    test(`the talent's profile after a CV import fits a phone (${locale})`, async () => {
      await sweep(seeded.talent, inLocale(locale, ['/talent/settings/edit']))
    })

    test(`recruiter pages fit a phone (${locale})`, async () => {
      await sweep(seeded.recruiter, inLocale(locale, seeded.recruiterPaths))
    })

    test(`committee pages fit a phone (${locale})`, async () => {
      await sweep(seeded.committee, inLocale(locale, seeded.committeePaths))
    })
  }
})

/**
 * The steps of an organisation's life on Tremplin, in each language: asking to join, the committee's
 * approval, the invitation, the profile, an offer from draft to archive, a colleague invited, a talent of
 * the CV library contacted. `journeys/organisation-journey.ts` chains them; other specs reuse a few.
 */
import type { Browser, Page } from '@playwright/test'
import { photo } from '../tests/upload-files'
import {
  b2bSignIn,
  expect,
  expectNoSeriousA11yViolations,
  FORM_LABELS,
  gotoHydrated,
  type Locale,
  linkIn,
  prefix,
  receivedMail,
  settled,
  signUpConfirmed,
} from './fixtures'
import { choosePassword } from './journeys/auth'
import { SELECTION } from './journeys/pages'
import { OFFER_EDITOR } from './journeys/recruiter-offers'

/** The demo's committee member (README: recruiters and the committee). */
export const ADMIN = 'comite@demo.tremplin.be'

type Localized = Record<Locale, string>
type LocalizedPattern = Record<Locale, string | RegExp>

const L = {
  ...OFFER_EDITOR,
  ...FORM_LABELS,
  name: { fr: "Nom de l'organisation", nl: 'Naam van de organisatie', en: 'Name of the organisation' },
  size: { fr: 'Taille', nl: 'Grootte', en: 'Size' },
  secondHand: { fr: 'Seconde main', nl: 'Tweedehands', en: 'Second-hand' },
  goal12: { fr: /^Objectif 12/, nl: /^Doel 12/, en: /^Goal 12/ },
  mission: {
    fr: 'Sa mission, en quelques lignes',
    nl: 'Haar missie, in enkele regels',
    en: 'Its mission, in a few lines',
  },
  commitments: {
    fr: 'Comment son activité y contribue (faits, chiffres, labels)',
    nl: 'Hoe haar activiteit eraan bijdraagt (feiten, cijfers, labels)',
    en: 'How its activity contributes (facts, figures, labels)',
  },
  consent: { fr: /J'accepte que Tremplin/, nl: /Ik ga ermee akkoord/, en: /I agree that Tremplin/ },
  send: { fr: 'Envoyer la demande', nl: 'Aanvraag versturen', en: 'Send the request' },
  sent: {
    fr: /Merci ! Votre demande est envoyée/,
    nl: /Bedankt! Uw aanvraag is/,
    en: /Thank you! Your request/,
  },
  accept: { fr: 'Accepter', nl: 'Aanvaarden', en: 'Accept' },
  accepted: { fr: /^Acceptée le/, nl: /^Aanvaard op/, en: /^Approved on/ },
  profile: { fr: 'Profil', nl: 'Profiel', en: 'Profile' },
  profileTitle: {
    fr: "Profil de l'organisation",
    nl: 'Profiel van de organisatie',
    en: "The organisation's profile",
  },
  ownLanguage: { fr: 'Français', nl: 'Nederlands', en: 'English' },
  logo: {
    fr: 'Logo (carré, au moins 400 × 400 px)',
    nl: 'Logo (vierkant, minstens 400 × 400 px)',
    en: 'Logo (square, at least 400 × 400 px)',
  },
  saveProfile: { fr: 'Enregistrer le profil', nl: 'Profiel opslaan', en: 'Save the profile' },
  publicPage: { fr: 'Voir la page publique', nl: 'De openbare pagina bekijken', en: 'See the public page' },
  recruiterHome: { fr: '/recruteur', nl: '/nl/recruiter', en: '/en/recruiter' },
  members: { fr: 'Membres', nl: 'Leden', en: 'Members' },
  invite: { fr: 'Inviter un·e collègue', nl: 'Een collega uitnodigen', en: 'Invite a colleague' },
  sendInvitation: { fr: "Envoyer l'invitation", nl: 'Uitnodiging versturen', en: 'Send the invitation' },
  invitationSent: { fr: 'Invitation envoyée', nl: 'Uitnodiging verstuurd', en: 'Invitation sent' },
  library: { fr: /^CVthèque/, nl: /^Cv-bank/, en: /^CV library/ },
  keywords: { fr: /^Mots-clés/, nl: /^Trefwoorden/, en: /^Keywords/ },
  search: { fr: 'Chercher', nl: 'Zoeken', en: 'Search' },
  oneTalent: { fr: /^1 talents?$/, nl: /^1 talent(en)?$/, en: /^1 talents?$/ },
  contact: { fr: 'Contacter', nl: 'contacteren', en: 'Contact' },
  message: { fr: 'Votre message', nl: 'Uw bericht', en: 'Your message' },
  sendMessage: { fr: 'Envoyer le message', nl: 'Bericht versturen', en: 'Send the message' },
  contacted: { fr: /^Contacté·e le/, nl: /^Gecontacteerd op/, en: /^Contacted on/ },
  information: { fr: 'Informations', nl: 'Informatie', en: 'Information' },
  talentTitle: { fr: 'Titre du profil', nl: 'Profieltitel', en: 'Profile title' },
  openToContact: {
    fr: "J'accepte que des recruteurs me contactent à propos d'offres qui me correspondent.",
    nl: 'Recruiters mogen me contacteren over vacatures die bij me passen.',
    en: 'Recruiters may contact me about job offers that suit me.',
  },
} satisfies Record<string, Localized | LocalizedPattern>

const CATEGORY: Localized = { fr: 'crafts', nl: 'culture', en: 'tourism' }

/** The job list's total for a search (the number its heading line starts with). */
export async function resultCount(page: Page, path: string): Promise<number> {
  await gotoHydrated(page, path)
  await settled(page)
  const text = await page.getByRole('main').getByText(/^\d+ /).first().textContent()
  return Number(text?.match(/^(\d+)/)?.[1])
}

export async function typeRichText(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name: new RegExp(`^${name}`) })
  await editor.click()
  await page.keyboard.type(text)
}

/** The organisation's request, from the company-selection page; a wrong submit first shows the rules. */
export async function askToJoin(page: Page, locale: Locale, name: string, email: string) {
  const started = Date.now()
  await gotoHydrated(page, SELECTION[locale])
  const form = page.getByRole('form')
  await form.getByRole('button', { name: L.send[locale] }).click()
  await expect(form.getByRole('textbox', { name: L.name[locale], exact: true })).toHaveAccessibleDescription(
    L.required[locale],
  )
  await form.getByRole('textbox', { name: L.name[locale], exact: true }).fill(name)
  await form.getByRole('combobox', { name: L.size[locale], exact: true }).selectOption('5_50')
  await form.getByRole('checkbox', { name: L.secondHand[locale], exact: true }).check()
  await form.getByRole('checkbox', { name: L.goal12[locale] }).check()
  await form.getByRole('textbox', { name: L.mission[locale], exact: true }).fill('Réparer plutôt que jeter.')
  await form.getByRole('textbox', { name: L.commitments[locale], exact: true }).fill('1 200 objets réparés.')
  await form.getByRole('textbox', { name: L.firstName[locale], exact: true }).fill('Claire')
  await form.getByRole('textbox', { name: L.lastName[locale], exact: true }).fill('Lambert')
  await form.getByRole('textbox', { name: L.email[locale], exact: true }).fill(email)
  await form.getByRole('checkbox', { name: L.consent[locale] }).check()
  await form.getByRole('button', { name: L.send[locale] }).click()
  await expect(page.getByRole('status').filter({ hasText: L.sent[locale] })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // The acknowledgement goes to an address nobody has proven yet: it carries none of the typed text.
  const acknowledgement = await receivedMail(email, { after: started })
  expect(acknowledgement.subject).not.toContain(name)
  expect(acknowledgement.text).not.toContain(name)
}

/** A committee member approves the request; its server call, replayed by a visitor, is refused. */
export async function committeeApproves(browser: Browser, visitor: Page, locale: Locale, name: string) {
  const committee = await b2bSignIn(browser, locale, ADMIN)
  await committee.page.getByRole('link', { name, exact: true }).click()
  await expect(committee.page.getByRole('heading', { level: 1, name })).toBeVisible()
  committee.page.once('dialog', (dialog) => dialog.accept())
  const [approval] = await Promise.all([
    committee.page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    committee.page.getByRole('button', { name: L.accept[locale], exact: true }).click(),
  ])
  await expect(committee.page.getByText(L.accepted[locale])).toBeVisible()
  await expectNoSeriousA11yViolations(committee.page)
  const { cookie: _adminCookie, ...headers } = await approval.allHeaders()
  await committee.close()
  const replayed = await visitor.request.post(approval.url(), { headers, data: approval.postData() ?? '' })
  expect(await replayed.text()).toContain('signed-out')
}

/** The link of an invitation mail sets the password once; a second use says it is spent. */
export async function acceptInvitation(
  page: Page,
  locale: Locale,
  email: string,
  after: number,
  password: string,
  subject: string,
) {
  const invitation = await receivedMail(email, { after, containing: '/recovery/' })
  expect(invitation.subject).toContain(subject)
  const link = linkIn(invitation.text, '/recovery/')
  expect(link).toContain(locale === 'fr' ? '/recovery/' : `/${locale}/recovery/`)
  await gotoHydrated(page, link)
  await choosePassword(page, locale, password)
  await expect(page.getByRole('status')).toBeVisible()
  await gotoHydrated(page, link)
  await expect(page.getByRole('alert')).toBeVisible()
}

/** Slogan in her language and a logo uploaded; the public page shows both. */
export async function completeProfile(space: Page, locale: Locale, organisation: string, slogan: string) {
  await space
    .getByRole('region', { name: organisation })
    .getByRole('link', { name: L.profile[locale], exact: true })
    .click()
  await expect(space.getByRole('heading', { level: 1, name: L.profileTitle[locale] })).toBeVisible()
  await space.getByRole('textbox', { name: `Slogan (${L.ownLanguage[locale]})` }).fill(slogan)
  await space.locator('#profile-picture-logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await photo('png', { width: 600, height: 600 }),
  })
  await expect(space.getByRole('group', { name: L.logo[locale] }).locator('img')).toBeVisible()
  await space.getByRole('button', { name: L.saveProfile[locale] }).click()
  await expect(space.getByRole('status').filter({ hasText: L.saved[locale] })).toBeVisible()
  await expectNoSeriousA11yViolations(space)
  await space.getByRole('link', { name: L.publicPage[locale] }).click()
  await expect(space.getByRole('heading', { level: 1, name: organisation })).toBeVisible()
  await expect(
    space.getByRole('main').getByRole('paragraph').filter({ hasText: slogan }).last(),
  ).toBeVisible()
  // The logo replaces the initial: a picture served by /api/resized, loaded.
  const logo = space.getByRole('main').locator('img[src^="/api/resized"]').first()
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
}

/**
 * Draft, preview, publish (found by the search, its category's facet count up by one), archive (out of
 * search, its page says it is closed). Leaves the editor open on the archived offer.
 */
export async function offerLifecycle(
  space: Page,
  visitor: Page,
  locale: Locale,
  organisation: string,
  title: string,
) {
  const search = `${L.jobs[locale]}?query=${encodeURIComponent(`"${title}"`)}`
  // A category of its own per language: the journeys run side by side and each moves its own count.
  const category = `${L.jobs[locale]}?category_metier=${CATEGORY[locale]}`
  expect(await resultCount(visitor, search)).toBe(0)
  const categoryBefore = await resultCount(visitor, category)

  await gotoHydrated(space, L.recruiterHome[locale])
  await space
    .getByRole('region', { name: organisation })
    .getByRole('link', { name: L.newOffer[locale] })
    .click()
  await expect(space.getByRole('heading', { level: 1, name: L.newOffer[locale] })).toBeVisible()
  await space.getByLabel(L.title[locale]).fill(title)
  // Volunteering: no other browser test lists it, so the journeys never reorder another test's page.
  await space.getByRole('combobox', { name: L.contract[locale], exact: true }).selectOption('benevolat')
  await space
    .getByRole('combobox', { name: L.remote[locale], exact: true })
    .selectOption('remote_half_authorized')
  await space.getByRole('combobox', { name: L.category[locale], exact: true }).selectOption(CATEGORY[locale])
  await typeRichText(space, L.description[locale], 'Vous accueillez les visiteurs du Repair Café.')
  await typeRichText(space, L.profileSought[locale], 'Patience et bricolage.')
  await space.getByRole('button', { name: L.saveDraft[locale] }).click()
  await expect(space.getByRole('status').filter({ hasText: L.saved[locale] })).toBeVisible()
  await expect(space.getByRole('heading', { level: 1, name: title })).toBeVisible()

  await space.getByRole('link', { name: L.preview[locale], exact: true }).click()
  await expect(space.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(space.getByRole('note')).toContainText(L.preview[locale])
  await space.getByRole('link', { name: L.backToEdit[locale] }).click()
  expect(await resultCount(visitor, search)).toBe(0)

  await space.getByRole('button', { name: new RegExp(L.publish[locale], 'i') }).click()
  await expect(space.getByText(L.online[locale], { exact: true })).toBeVisible()
  expect(await resultCount(visitor, search)).toBe(1)
  expect(await resultCount(visitor, category)).toBe(categoryBefore + 1)
  await space.getByRole('link', { name: L.viewOnline[locale] }).click()
  await expect(space.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const offerUrl = space.url()
  await space.goBack()

  space.once('dialog', (dialog) => dialog.accept())
  await space.getByRole('button', { name: new RegExp(L.archive[locale], 'i') }).click()
  await expect(space.getByRole('button', { name: new RegExp(L.archive[locale], 'i') })).toHaveCount(0)
  expect(await resultCount(visitor, search)).toBe(0)
  expect(await resultCount(visitor, category)).toBe(categoryBefore)
  await gotoHydrated(visitor, offerUrl)
  await expect(visitor.getByRole('status').filter({ hasText: L.closed[locale] })).toBeVisible()
}

/** From the recruiter space's home: a colleague invited by e-mail, in the owner's language. */
export async function inviteColleague(space: Page, locale: Locale, organisation: string, email: string) {
  const started = Date.now()
  await gotoHydrated(space, L.recruiterHome[locale])
  await space
    .getByRole('region', { name: organisation })
    .getByRole('link', { name: L.members[locale] })
    .click()
  const invite = space.getByRole('form', { name: L.invite[locale] })
  await invite.getByLabel(L.email[locale]).fill(email)
  await invite.getByRole('textbox', { name: L.firstName[locale], exact: true }).fill('Nora')
  await invite.getByRole('button', { name: L.sendInvitation[locale] }).click()
  // Her row among the members (an earlier attempt's invitations may be listed too).
  const invited = space.getByRole('listitem').filter({ hasText: email })
  await expect(invited.getByText(L.invitationSent[locale], { exact: true })).toBeVisible()
  const mail = await receivedMail(email, { after: started, containing: '/recovery/' })
  expect(mail.subject).toContain(organisation)
  return { mail, started }
}

/**
 * A talent signs up in `locale`, confirms her address (the CV library shows confirmed talents only) and
 * says recruiters may contact her; gives her address.
 */
export async function talentOpenToContact(page: Page, locale: Locale, firstName: string, title: string) {
  const email = await signUpConfirmed(page, locale, firstName)
  await gotoHydrated(page, `${prefix(locale)}/talent/settings/edit`)
  const information = page.getByRole('region', { name: L.information[locale] })
  await information.getByLabel(L.talentTitle[locale]).fill(title)
  await information.getByRole('textbox', { name: L.lastName[locale], exact: true }).fill('Verbeke')
  await information.getByRole('checkbox', { name: L.openToContact[locale] }).check()
  await information.getByRole('button', { name: L.save[locale] }).click()
  await expect(information.getByRole('status').filter({ hasText: L.saved[locale] })).toBeVisible()
  return email
}

/** The recruiter finds the talent by her profile title in the CV library and writes to her. */
export async function contactFromLibrary(
  space: Page,
  locale: Locale,
  title: string,
  talentEmail: string,
  message: string,
) {
  await gotoHydrated(space, L.recruiterHome[locale])
  await space.getByRole('link', { name: L.library[locale] }).click()
  const search = space.getByRole('search')
  await search.getByLabel(L.keywords[locale]).fill(title)
  await search.getByRole('button', { name: L.search[locale] }).click()
  await expect(space.getByRole('status').filter({ hasText: L.oneTalent[locale] })).toBeVisible()
  const card = space.getByRole('listitem').filter({ hasText: title })
  await expect(card).not.toContainText(talentEmail)
  const started = Date.now()
  await card.getByRole('button', { name: new RegExp(L.contact[locale]) }).click()
  const dialog = space.getByRole('dialog')
  await dialog.getByLabel(L.message[locale]).fill(message)
  await dialog.getByRole('button', { name: L.sendMessage[locale] }).click()
  await expect(dialog).toHaveCount(0)
  await expect(card.getByText(L.contacted[locale])).toBeVisible()
  const mail = await receivedMail(talentEmail, { after: started })
  expect(mail.text).toContain(message)
}

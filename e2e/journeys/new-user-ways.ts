/**
 * What a new user tripped on (issue 64), walked again: the offer page leads to its organisation, a long
 * diploma name keeps the profile inside a phone's screen, one tab is current, alerts have one name, Dutch
 * and English keep their own spacing, and each role finds its way in.
 */
import type { Page } from '@playwright/test'
import { expect, FORM_LABELS, type Locale } from '../fixtures'
import { PROFILE_SECTIONS } from './profile'
export const ORGANISATION = 'Coopérative Énergie Citoyenne'

export const L = {
  ...FORM_LABELS,
  ...PROFILE_SECTIONS,
  addDiploma: {
    fr: 'Ajouter un diplôme ou une formation',
    nl: 'Een diploma of opleiding toevoegen',
    en: 'Add a degree or training',
  },
  diploma: { fr: 'Diplôme ou formation', nl: 'Diploma of opleiding', en: 'Degree or training' },
  remove: { fr: 'Supprimer', nl: 'Verwijderen', en: 'Delete' },
  tabs: { fr: 'Filtrer mes candidatures', nl: 'Mijn sollicitaties filteren', en: 'Filter my applications' },
  pendingTab: { fr: /^En attente/, nl: /^In afwachting/, en: /^Pending/ },
  myAccount: { fr: /^Mon compte/, nl: /^Mijn account/, en: /^My account/ },
  myAlerts: { fr: 'Mes alertes', nl: 'Mijn alerts', en: 'My alerts' },
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

export async function expectNoSidewaysScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(sizes.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.client)
}

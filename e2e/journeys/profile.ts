import type { Page } from '@playwright/test'
import { declineWelcome, expect, FORM_LABELS, type Locale, signUpTalent } from '../fixtures'

/** The profile's sections, as their headings name them (the profile, CV import and new-user journeys). */
export const PROFILE_SECTIONS = {
  information: { fr: 'Informations', nl: 'Informatie', en: 'Information' },
  impact: { fr: "Ma relation à l'impact", nl: 'Mijn band met impact', en: 'My relationship with impact' },
  experiences: { fr: 'Expériences', nl: 'Ervaring', en: 'Experience' },
  diplomas: { fr: 'Diplômes et formations', nl: "Diploma's en opleidingen", en: 'Degrees and training' },
} satisfies Record<string, Record<Locale, string>>

/** The labels the journeys use, per locale (they must match the catalogues). */
export const L = {
  ...FORM_LABELS,
  complete: { fr: 'Compléter mon profil', nl: 'Mijn profiel aanvullen', en: 'Complete my profile' },
  myProfile: { fr: 'Mon profil', nl: 'Mijn profiel', en: 'My profile' },
  save: { fr: 'Enregistrer', nl: 'Bewaren', en: 'Save' },
  saved: { fr: 'Modifications enregistrées.', nl: 'Wijzigingen bewaard.', en: 'Changes saved.' },
  done: { fr: 'Complétée', nl: 'Volledig', en: 'Complete' },
  todo: { fr: 'À compléter', nl: 'Aan te vullen', en: 'To complete' },
  ...PROFILE_SECTIONS,
  searchedJobs: { fr: 'Emplois recherchés', nl: 'Gezochte jobs', en: 'Jobs I am looking for' },
  skillsSection: { fr: 'Compétences et langues', nl: 'Vaardigheden en talen', en: 'Skills and languages' },
  skills: { fr: 'Compétences', nl: 'Vaardigheden', en: 'Skills' },
  languages: { fr: 'Langues', nl: 'Talen', en: 'Languages' },
  languageToAdd: { fr: 'Langue à ajouter', nl: 'Toe te voegen taal', en: 'Language to add' },
  dutch: { fr: 'Néerlandais', nl: 'Nederlands', en: 'Dutch' },
  dutchLevel: { fr: 'Niveau : Néerlandais', nl: 'Niveau: Nederlands', en: 'Level: Dutch' },
  add: { fr: 'Ajouter', nl: 'Toevoegen', en: 'Add' },
  title: { fr: 'Titre du profil', nl: 'Profieltitel', en: 'Profile title' },
  phone: { fr: 'Téléphone', nl: 'Telefoon', en: 'Phone' },
  city: { fr: 'Ville', nl: 'Stad', en: 'City' },
  availability: { fr: 'Disponibilité', nl: 'Beschikbaarheid', en: 'Availability' },
  picture: { fr: 'Photo de profil', nl: 'Profielfoto', en: 'Profile picture' },
  cv: { fr: 'CV (PDF)', nl: 'Cv (pdf)', en: 'CV (PDF)' },
  dream: {
    fr: "L'organisation de mes rêves",
    nl: 'De organisatie van mijn dromen',
    en: 'The organisation of my dreams',
  },
  meaning: {
    fr: "Pour moi, l'impact, c'est d'abord…",
    nl: 'Impact is voor mij vooral…',
    en: 'To me, impact is first of all…',
  },
  atmosphere: {
    fr: "L'ambiance de travail qui me convient",
    nl: 'De werksfeer die bij me past',
    en: 'The work atmosphere that suits me',
  },
  teamBuilding: {
    fr: 'Mon team building idéal',
    nl: 'Mijn ideale teambuilding',
    en: 'My ideal team building',
  },
  superpower: { fr: 'Mon super-pouvoir', nl: 'Mijn superkracht', en: 'My superpower' },
  climate: {
    fr: 'Mesures relatives à la lutte contre les changements climatiques',
    nl: 'Klimaatactie',
    en: 'Climate action',
  },
  addExperience: { fr: 'Ajouter une expérience', nl: 'Een ervaring toevoegen', en: 'Add an experience' },
  post: { fr: 'Poste', nl: 'Functie', en: 'Position' },
  organisation: { fr: 'Organisation', nl: 'Organisatie', en: 'Organisation' },
  start: { fr: 'Début (AAAA-MM)', nl: 'Begin (JJJJ-MM)', en: 'Start (YYYY-MM)' },
  end: { fr: 'Fin (AAAA-MM)', nl: 'Einde (JJJJ-MM)', en: 'End (YYYY-MM)' },
  working: { fr: "J'y travaille actuellement", nl: 'Ik werk er nu', en: 'I currently work there' },
  addDiploma: {
    fr: 'Ajouter un diplôme ou une formation',
    nl: 'Een diploma of opleiding toevoegen',
    en: 'Add a degree or training',
  },
  diploma: { fr: 'Diplôme ou formation', nl: 'Diploma of opleiding', en: 'Degree or training' },
  school: { fr: 'École', nl: 'School', en: 'School' },
  endRule: {
    fr: "Indiquez une date de fin, ou cochez la case si c'est toujours en cours.",
    nl: 'Geef een einddatum op, of vink het vakje aan als het nog loopt.',
    en: 'Enter an end date, or tick the box if it is still ongoing.',
  },
  category: { fr: 'Environnement', nl: 'Milieu', en: 'Environment' },
  picks: { fr: 'Offres pour vous', nl: 'Vacatures voor jou', en: 'Offers for you' },
  why: { fr: 'Pourquoi :', nl: 'Waarom:', en: 'Why:' },
  region: { fr: 'Flandre orientale', nl: 'Oost-Vlaanderen', en: 'East Flanders' },
  contract: { fr: 'CDI', nl: 'Vast contract', en: 'Permanent contract' },
  level: { fr: "Mon niveau d'expérience", nl: 'Mijn ervaringsniveau', en: 'My experience level' },
  leaveTitle: {
    fr: 'Quitter sans enregistrer ?',
    nl: 'Verlaten zonder bewaren?',
    en: 'Leave without saving?',
  },
  stay: { fr: 'Rester sur la page', nl: 'Op de pagina blijven', en: 'Stay on the page' },
  leave: { fr: 'Quitter sans enregistrer', nl: 'Verlaten zonder bewaren', en: 'Leave without saving' },
  conflict: {
    fr: /modifiée entre-temps/,
    nl: /intussen gewijzigd/,
    en: /changed in the meantime/,
  },
} satisfies Record<string, Record<Locale, string | RegExp>>

export async function registerAndOpenProfile(page: Page, locale: Locale, firstName: string) {
  await signUpTalent(page, locale, firstName)
  await declineWelcome(page)
  await page.getByRole('link', { name: L.complete[locale] }).click()
  await expect(page.getByRole('heading', { level: 1, name: L.myProfile[locale] })).toBeVisible()
}

/** A section of the edit page, by its heading. */
export const section = (page: Page, name: string) => page.getByRole('region', { name })

export async function saveSection(page: Page, locale: Locale, name: string) {
  const region = section(page, name)
  await region.getByRole('button', { name: L.save[locale] }).click()
  await expect(region.getByRole('status').filter({ hasText: L.saved[locale] })).toBeVisible()
}

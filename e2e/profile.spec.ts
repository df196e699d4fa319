import type { Page } from '@playwright/test'
import { pdfFile, photo } from '../tests/upload-files'
import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  prefix,
  signUpTalent,
  test,
} from './fixtures'

/** The labels the journeys use, per locale (they must match the catalogues). */
const L = {
  complete: { fr: 'Compléter mon profil', nl: 'Mijn profiel aanvullen', en: 'Complete my profile' },
  myProfile: { fr: 'Mon profil', nl: 'Mijn profiel', en: 'My profile' },
  save: { fr: 'Enregistrer', nl: 'Bewaren', en: 'Save' },
  saved: { fr: 'Modifications enregistrées.', nl: 'Wijzigingen bewaard.', en: 'Changes saved.' },
  done: { fr: 'Complétée', nl: 'Volledig', en: 'Complete' },
  todo: { fr: 'À compléter', nl: 'Aan te vullen', en: 'To complete' },
  information: { fr: 'Informations', nl: 'Informatie', en: 'Information' },
  impact: { fr: "Ma relation à l'impact", nl: 'Mijn band met impact', en: 'My relationship with impact' },
  experiences: { fr: 'Expériences', nl: 'Ervaring', en: 'Experience' },
  diplomas: { fr: 'Diplômes et formations', nl: "Diploma's en opleidingen", en: 'Degrees and training' },
  searchedJobs: { fr: 'Emplois recherchés', nl: 'Gezochte jobs', en: 'Jobs I am looking for' },
  skillsSection: { fr: 'Compétences et langues', nl: 'Vaardigheden en talen', en: 'Skills and languages' },
  skills: { fr: 'Compétences', nl: 'Vaardigheden', en: 'Skills' },
  languages: { fr: 'Langues', nl: 'Talen', en: 'Languages' },
  languageToAdd: { fr: 'Langue à ajouter', nl: 'Toe te voegen taal', en: 'Language to add' },
  dutch: { fr: 'Néerlandais', nl: 'Nederlands', en: 'Dutch' },
  add: { fr: 'Ajouter', nl: 'Toevoegen', en: 'Add' },
  title: { fr: 'Titre du profil', nl: 'Profieltitel', en: 'Profile title' },
  lastName: { fr: 'Nom', nl: 'Naam', en: 'Last name' },
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

async function registerAndOpenProfile(page: Page, locale: Locale, firstName: string) {
  await signUpTalent(page, locale, firstName)
  await declineWelcome(page)
  await page.getByRole('link', { name: L.complete[locale] }).click()
  await expect(page.getByRole('heading', { level: 1, name: L.myProfile[locale] })).toBeVisible()
}

/** A section of the edit page, by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name })

async function saveSection(page: Page, locale: Locale, name: string) {
  const region = section(page, name)
  await region.getByRole('button', { name: L.save[locale] }).click()
  await expect(region.getByRole('status').filter({ hasText: L.saved[locale] })).toBeVisible()
}

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a talent fills her profile section by section; it is kept and shown complete`, {
    tag: '@phone',
  }, async ({ page }) => {
    await registerAndOpenProfile(page, locale, 'Lotte')

    const information = section(page, L.information[locale])
    await information.getByLabel(L.title[locale]).fill('Chargée de projet énergie citoyenne')
    await information.getByRole('textbox', { name: L.lastName[locale], exact: true }).fill('Peeters')
    await information.getByLabel(L.phone[locale]).fill('+32470123456')
    await information.getByLabel(L.city[locale]).fill('Gent')
    await information.getByLabel(L.availability[locale]).selectOption({ index: 1 })
    await information
      .locator('#information-picture')
      .setInputFiles({ name: 'lotte.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') })
    await expect(information.getByRole('group', { name: L.picture[locale] }).locator('img')).toBeVisible()
    await information
      .locator('#information-cv')
      .setInputFiles({ name: 'CV Lotte.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
    await expect(information.getByRole('group', { name: L.cv[locale] })).toContainText('CV Lotte.pdf')
    await saveSection(page, locale, L.information[locale])
    // Her photo is now the header's avatar.
    await expect(page.locator('header img[data-avatar]')).toHaveAttribute('src', /^\/api\/resized\?/)

    const impact = section(page, L.impact[locale])
    for (const label of [L.dream, L.meaning, L.atmosphere, L.teamBuilding])
      await impact.getByLabel(label[locale]).selectOption({ index: 1 })
    await impact.getByRole('checkbox', { name: L.climate[locale] }).check()
    await impact.getByLabel(L.superpower[locale]).fill('Rassembler les voisins')
    await saveSection(page, locale, L.impact[locale])
    await expect(impact.getByText(L.done[locale])).toBeVisible()

    const experiences = section(page, L.experiences[locale])
    await experiences.getByRole('button', { name: L.addExperience[locale] }).click()
    await experiences.getByLabel(L.post[locale]).fill('Coordinatrice')
    await experiences.getByLabel(L.organisation[locale]).fill('Coopérative Énergie Citoyenne')
    await experiences.getByLabel(L.start[locale]).fill('2021-03')
    // Neither an end month nor "currently working": the rule of docs/product.md#input-rules says so, nothing is saved.
    await experiences.getByRole('button', { name: L.save[locale] }).click()
    await expect(experiences.getByText(L.endRule[locale])).toBeVisible()
    await experiences.getByLabel(L.end[locale]).fill('2022-01')
    await experiences.getByRole('checkbox', { name: L.working[locale] }).check()
    await expect(experiences.getByLabel(L.end[locale])).toBeDisabled()
    await expect(experiences.getByLabel(L.end[locale])).toHaveValue('')
    await saveSection(page, locale, L.experiences[locale])

    const diplomas = section(page, L.diplomas[locale])
    await diplomas.getByRole('button', { name: L.addDiploma[locale] }).click()
    await diplomas.getByLabel(L.diploma[locale]).fill('Master en sciences de l’environnement')
    await diplomas.getByLabel(L.school[locale]).fill('UGent')
    await diplomas.getByLabel(L.start[locale]).fill('2016-09')
    await diplomas.getByLabel(L.end[locale]).fill('2018-06')
    await saveSection(page, locale, L.diplomas[locale])

    // Skills by keyboard: a free skill (Enter adds what is typed when nothing known matches) and a language.
    const skills = section(page, L.skillsSection[locale])
    await skills.getByRole('combobox', { name: L.skills[locale], exact: true }).focus()
    await page.keyboard.type('Réparation de vélos-cargos')
    await page.keyboard.press('Enter')
    const languages = skills.getByRole('group', { name: L.languages[locale] })
    await languages
      .getByRole('combobox', { name: L.languageToAdd[locale], exact: true })
      .selectOption({ label: L.dutch[locale] })
    await languages.getByRole('button', { name: L.add[locale], exact: true }).click()
    await saveSection(page, locale, L.skillsSection[locale])

    const searched = section(page, L.searchedJobs[locale])
    await searched.getByRole('checkbox', { name: L.category[locale], exact: true }).check()
    await searched.getByRole('checkbox', { name: L.region[locale], exact: true }).check()
    await searched.getByRole('checkbox', { name: L.contract[locale], exact: true }).check()
    await searched.getByLabel(L.level[locale]).selectOption({ index: 2 })
    await saveSection(page, locale, L.searchedJobs[locale])

    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await expect(section(page, L.information[locale]).getByLabel(L.city[locale])).toHaveValue('Gent')
    await expect(section(page, L.experiences[locale]).getByLabel(L.post[locale])).toHaveValue('Coordinatrice')
    await expect(
      section(page, L.experiences[locale]).getByRole('checkbox', { name: L.working[locale] }),
    ).toBeChecked()
    await expect(section(page, L.diplomas[locale]).getByLabel(L.school[locale])).toHaveValue('UGent')
    await expect(
      section(page, L.information[locale]).getByRole('group', { name: L.cv[locale] }),
    ).toContainText('CV Lotte.pdf')
    await expect(page.locator('header img[data-avatar]')).toBeVisible()
    for (const name of [L.information, L.impact, L.experiences, L.diplomas, L.skillsSection, L.searchedJobs])
      await expect(section(page, name[locale]).getByText(L.done[locale])).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // The account page shows the full profile.
    await gotoHydrated(page, `${prefix(locale)}/talent/settings/account`)
    await expect(page.getByText('Chargée de projet énergie citoyenne')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    const cvLink = page.getByRole('link', { name: /CV Lotte\.pdf/ })
    const download = await page.request.get((await cvLink.getAttribute('href'))!)
    expect(download.headers()['content-type']).toBe('application/pdf')
    // Offers picked from what she said she looks for, each saying why (the demo has environment jobs).
    const picks = page.getByRole('region', { name: L.picks[locale] })
    await expect(picks.getByRole('listitem').filter({ hasText: L.why[locale] }).first()).toBeVisible()
    await expect(picks.getByText(L.category[locale], { exact: true }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('leaving with unsaved changes asks first; a second tab cannot overwrite a section', {
  tag: '@desktop',
}, async ({ page, context }) => {
  const locale = 'nl'
  await registerAndOpenProfile(page, locale, 'Youssef')
  const information = section(page, L.information[locale])
  await information.getByRole('textbox', { name: L.lastName[locale], exact: true }).fill('Amrani')
  await information.getByLabel(L.city[locale]).fill('Liège')
  await page.getByRole('navigation', { name: 'Talentzone' }).getByRole('link', { name: 'Media' }).click()
  const dialog = page.getByRole('dialog', { name: L.leaveTitle[locale] })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: L.stay[locale] }).click()
  await expect(page).toHaveURL(/talent\/settings\/edit/)
  await expect(information.getByLabel(L.city[locale])).toHaveValue('Liège')

  // The same section saved meanwhile in another tab: this tab is told, nothing is overwritten.
  const other = await context.newPage()
  await gotoHydrated(other, `${prefix(locale)}/talent/settings/edit`)
  await section(other, L.information[locale])
    .getByRole('textbox', { name: L.lastName[locale], exact: true })
    .fill('Amrani')
  await section(other, L.information[locale]).getByLabel(L.city[locale]).fill('Namur')
  await saveSection(other, locale, L.information[locale])
  await information.getByRole('button', { name: L.save[locale] }).click()
  await expect(information.getByText(L.conflict[locale])).toBeVisible()
  await other.reload()
  await expect(section(other, L.information[locale]).getByLabel(L.city[locale])).toHaveValue('Namur')

  await page.getByRole('navigation', { name: 'Talentzone' }).getByRole('link', { name: 'Media' }).click()
  await page
    .getByRole('dialog', { name: L.leaveTitle[locale] })
    .getByRole('button', { name: L.leave[locale] })
    .click()
  await expect(page).toHaveURL(/talent\/media$/)
})

test('the CV is replaced and removed by keyboard; the removed file can no longer be opened', {
  tag: '@desktop',
}, async ({ page }) => {
  const locale = 'en'
  await registerAndOpenProfile(page, locale, 'Bram')
  const information = section(page, L.information[locale])
  await information.getByRole('textbox', { name: L.lastName[locale], exact: true }).fill('Claes')
  const cv = information.getByRole('group', { name: L.cv[locale] })
  await information
    .locator('#information-cv')
    .setInputFiles({ name: 'first.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await expect(cv).toContainText('first.pdf')
  await saveSection(page, locale, L.information[locale])
  const profile = await page.request.get('/api/talents')
  const firstLink = ((await profile.json()) as { cv: { src: string } }).cv.src
  expect((await page.request.get(firstLink)).status()).toBe(200)

  // Replace: remove by keyboard, focus lands on the empty field, choose another file.
  await cv.getByRole('button', { name: 'Remove the file first.pdf' }).focus()
  await page.keyboard.press('Enter')
  await expect(information.locator('#information-cv')).toBeFocused()
  await information
    .locator('#information-cv')
    .setInputFiles({ name: 'second.pdf', mimeType: 'application/pdf', buffer: await pdfFile({ pages: 2 }) })
  await expect(cv).toContainText('second.pdf')
  await saveSection(page, locale, L.information[locale])
  // The replaced CV is gone for good: its link answers 404, the new one opens.
  expect((await page.request.get(firstLink)).status()).toBe(404)

  await cv.getByRole('button', { name: 'Remove the file second.pdf' }).click()
  await saveSection(page, locale, L.information[locale])
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(information.locator('#information-cv')).toHaveCount(1)
  await expect(information.getByText(L.todo[locale])).toBeVisible()
  expect(((await (await page.request.get('/api/talents')).json()) as { cv: unknown }).cv).toBeNull()
})

test('every talent page of a new account passes axe', async ({ page }) => {
  const locale = 'nl'
  await registerAndOpenProfile(page, locale, 'Sofie')
  await declineWelcome(page)
  for (const path of [
    '/talent/settings/account',
    '/talent/settings/edit',
    '/talent/parameters',
    '/talent/media',
    '/talent/alerts',
    '/talent/applications',
  ]) {
    await gotoHydrated(page, `${prefix(locale)}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
})

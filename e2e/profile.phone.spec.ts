import { pdfFile, photo } from '../tests/upload-files'
import { expect, expectNoSeriousA11yViolations, gotoHydrated, prefix, reloadHydrated, test } from './fixtures'
import { L, registerAndOpenProfile, saveSection, section } from './journeys/profile'

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a talent fills her profile section by section; it is kept and shown complete`, async ({
    page,
  }) => {
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
    await expect(impact.getByText(L.done[locale], { exact: true })).toBeVisible()

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
    // What she sees before saving: her free skill and the language, listed with its level.
    await expect(skills.getByText('Réparation de vélos-cargos')).toBeVisible()
    await expect(languages.getByRole('combobox', { name: L.dutchLevel[locale] })).toHaveValue('intermediate')
    await saveSection(page, locale, L.skillsSection[locale])
    await expect(skills.getByText(L.done[locale], { exact: true })).toBeVisible()

    const searched = section(page, L.searchedJobs[locale])
    await searched.getByRole('checkbox', { name: L.category[locale], exact: true }).check()
    await searched.getByRole('checkbox', { name: L.region[locale], exact: true }).check()
    await searched.getByRole('checkbox', { name: L.contract[locale], exact: true }).check()
    await searched.getByLabel(L.level[locale]).selectOption({ index: 2 })
    await saveSection(page, locale, L.searchedJobs[locale])

    await reloadHydrated(page)
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
      await expect(section(page, name[locale]).getByText(L.done[locale], { exact: true })).toBeVisible()
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

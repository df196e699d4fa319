import type { Page } from '@playwright/test'
import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  reloadHydrated,
  signUpTalent,
  test,
} from './fixtures'

/** The skills, languages and rich-text fields (docs/product.md#input-rules, #api, #limits): the API, and the fields on the profile page. */

test.describe('skills API (docs/product.md#api)', () => {
  test('suggested skills and search answer in the Accept-Language locale; bad parameters are 400', async ({
    request,
  }) => {
    const suggested = await request.get('/api/skills/default', { headers: { 'accept-language': 'nl-BE' } })
    expect(suggested.status()).toBe(200)
    const list = (await suggested.json()) as { _id: string; label: string; type: string }[]
    expect(list.map((skill) => skill.label)).toContain('Samenwerken')
    expect(Object.keys(list[0]!).sort()).toEqual(['_id', 'label', 'type'])

    const typo = await request.get('/api/skills?query=javscript&limit=15', {
      headers: { 'accept-language': 'en' },
    })
    expect((await typo.json())[0]).toMatchObject({ label: 'JavaScript', type: 'hard', value: 'javascript' })
    const accents = await request.get('/api/skills?query=ENERGIES&select=label', {
      headers: { 'accept-language': 'fr-BE,fr;q=0.9' },
    })
    const [first] = (await accents.json()) as Record<string, string>[]
    expect(first).toEqual({ _id: expect.any(String), label: 'Énergies renouvelables' })
    expect(await (await request.get('/api/skills?query=e&limit=3')).json()).toHaveLength(3)

    for (const bad of ['limit=0', 'limit=51', 'limit=x', 'select=password', `query=${'a'.repeat(101)}`]) {
      const response = await request.get(`/api/skills?${bad}`)
      expect(response.status(), bad).toBe(400)
      expect((await response.json()).error.message).toBeTruthy()
    }
    expect((await request.get('/api/skills/default?query=x')).status()).toBe(400)
    expect((await request.post('/api/skills')).status()).toBe(405)
  })
})

/** Registers a new talent and opens the profile's edit page. */
async function openProfileEditPage(page: Page) {
  await signUpTalent(page, 'fr', 'Lotte')
  await declineWelcome(page)
  await gotoHydrated(page, '/talent/settings/edit')
}

test.describe('skills, languages and rich-text fields on the profile page', () => {
  test('skills by keyboard only: typed, Enter picks the first suggestion, free skills, chips removed', async ({
    page,
  }) => {
    await openProfileEditPage(page)
    const section = page.getByRole('region', { name: 'Compétences et langues' })
    const skills = section.getByRole('combobox', { name: 'Compétences' })
    const chosen = section.getByRole('list', { name: 'Compétences choisies' })

    await skills.focus()
    await page.keyboard.type('javscript')
    // 500 ms after typing stops the matches arrive; a typo still finds the skill.
    await expect(section.getByRole('status').filter({ hasText: /suggestions?$/ })).toBeVisible()
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('JavaScript')
    await page.keyboard.press('Enter')
    await expect(chosen.getByRole('listitem')).toHaveText([/JavaScript.*Compétence technique/])
    await expect(skills).toHaveValue('')
    await expect(skills).toBeFocused()

    // Enter before the matches arrived waits for them, then picks the first.
    await page.keyboard.type('empath')
    await page.keyboard.press('Enter')
    await expect(chosen.getByRole('listitem')).toHaveCount(2)
    await expect(chosen.getByRole('listitem').nth(1)).toContainText('Empathie')

    // A chosen skill is not suggested again.
    await page.keyboard.type('javascript')
    await expect(section.getByText('« javascript » fait déjà partie de vos compétences.')).toBeVisible()
    await expect(page.getByRole('option', { name: /JavaScript/ })).toHaveCount(0)
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')

    // Nothing known matches: Enter adds the text as a free skill, hard until the talent says otherwise.
    await page.keyboard.type('Réparation de vélos-cargos')
    await expect(section.getByText(/Entrée ajoute « Réparation de vélos-cargos »/)).toBeVisible()
    await page.keyboard.press('Enter')
    const type = chosen.getByRole('combobox', { name: 'Type de la compétence Réparation de vélos-cargos' })
    await expect(type).toHaveValue('hard')
    await type.focus()
    await page.keyboard.press('ArrowDown')
    await expect(type).toHaveValue('soft')

    // Removing a chip moves focus to the next one, then to the input.
    await chosen.getByRole('button', { name: 'Retirer JavaScript' }).focus()
    await page.keyboard.press('Enter')
    await expect(chosen.getByRole('button', { name: 'Retirer Empathie' })).toBeFocused()
    await expect(chosen.getByRole('listitem')).toHaveCount(2)

    // Empty input: the suggested skills, down arrow to open them; the list closes 200 ms after blur.
    await skills.focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('listbox')).toBeHidden()

    await expectNoSeriousA11yViolations(page)
  })

  test('languages with their level, each once; saved and shown again', async ({ page }) => {
    await openProfileEditPage(page)
    const section = page.getByRole('region', { name: 'Compétences et langues' })
    const languages = section.getByRole('group', { name: 'Langues' })
    await languages
      .getByRole('combobox', { name: 'Langue à ajouter', exact: true })
      .selectOption({ label: 'Néerlandais' })
    await languages.getByRole('combobox', { name: 'Niveau de la langue à ajouter' }).selectOption('native')
    await languages.getByRole('button', { name: 'Ajouter' }).press('Enter')
    await expect(languages.getByRole('combobox', { name: 'Niveau : Néerlandais' })).toHaveValue('native')
    await expect(
      languages
        .getByRole('combobox', { name: 'Langue à ajouter', exact: true })
        .getByRole('option', { name: 'Néerlandais' }),
    ).toHaveCount(0)
    await section.getByRole('combobox', { name: 'Compétences' }).focus()
    await page.keyboard.type('excel')
    // Enter picks the first suggestion once they are there (500 ms debounce, then the request).
    await expect(page.getByRole('option', { name: /Excel/ }).first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(section.getByRole('list', { name: 'Compétences choisies' })).toContainText('Excel')
    await section.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(section.getByText('Modifications enregistrées.')).toBeVisible()
    await reloadHydrated(page)
    await expect(section.getByRole('list', { name: 'Compétences choisies' })).toContainText('Excel')
    await expect(section.getByRole('combobox', { name: 'Niveau : Néerlandais' })).toHaveValue('native')
  })

  test('rich text: the link dialog sets http(s) links, refuses others, removes on empty, cancel does nothing', async ({
    page,
  }) => {
    await openProfileEditPage(page)
    const section = page.getByRole('region', { name: 'Expériences' })
    await section.getByRole('button', { name: 'Ajouter une expérience' }).click()
    const summary = section.getByRole('textbox', { name: "Ce que j'y ai fait" })
    await summary.focus()
    await page.keyboard.type('Animation du Repair Café')
    await page.keyboard.press('Shift+Home')

    const dialog = page.getByRole('dialog', { name: 'Insérer un lien' })
    const address = dialog.getByRole('textbox', { name: 'Adresse du lien' })
    // An address without http(s) is refused inside the dialog.
    await page.keyboard.press('Control+K')
    await expect(address).toBeFocused()
    await page.keyboard.type('repaircafe.be')
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('Le lien doit commencer par http:// ou https://.')).toBeVisible()
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations(page)
    await address.fill('https://repaircafe.be')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(summary.getByRole('link', { name: 'Animation du Repair Café' })).toHaveAttribute(
      'href',
      'https://repaircafe.be',
    )

    // Cancel changes nothing.
    await summary.focus()
    await page.keyboard.press('Control+K')
    await expect(address).toHaveValue('https://repaircafe.be')
    await address.fill('https://autre.be')
    await dialog.getByRole('button', { name: 'Annuler' }).press('Enter')
    await expect(summary.getByRole('link')).toHaveAttribute('href', 'https://repaircafe.be')

    // An empty address removes the link.
    await summary.focus()
    await page.keyboard.press('Control+K')
    await address.fill('')
    await page.keyboard.press('Enter')
    await expect(summary.getByRole('link')).toHaveCount(0)
    await expect(summary).toContainText('Animation du Repair Café')

    // The toolbar is one Tab stop; its buttons say whether a format is on.
    const toolbar = section.getByRole('toolbar', { name: 'Mise en forme' })
    await summary.focus()
    await page.keyboard.press('Control+A')
    await toolbar.getByRole('button', { name: 'Gras' }).press('Enter')
    await expect(toolbar.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true')
    await expect(summary.locator('strong')).toHaveText('Animation du Repair Café')
    await expectNoSeriousA11yViolations(page)
  })
})

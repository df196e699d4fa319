import type { Page } from '@playwright/test'
import { expect, gotoHydrated, type Locale, prefix, SIGN_UP } from '../fixtures'

export const T = {
  ...SIGN_UP,
  forgotTab: { fr: 'Mot de passe oublié', nl: 'Wachtwoord vergeten', en: 'Forgot password' },
  newPassword: { fr: 'Nouveau mot de passe', nl: 'Nieuw wachtwoord', en: 'New password' },
  confirmPassword: {
    fr: 'Confirmez le mot de passe',
    nl: 'Bevestig het wachtwoord',
    en: 'Confirm the password',
  },
  account: { fr: 'Mon compte : ', nl: 'Mijn account: ', en: 'My account: ' },
  signOut: { fr: 'Se déconnecter', nl: 'Uitloggen', en: 'Sign out' },
  validated: {
    fr: 'Merci ! Votre adresse e-mail est confirmée.',
    nl: 'Bedankt! Je e-mailadres is bevestigd.',
    en: 'Thank you! Your e-mail address is confirmed.',
  },
  applications: { fr: 'Mes candidatures', nl: 'Mijn sollicitaties', en: 'My applications' },
  hello: { fr: 'Bonjour', nl: 'Hallo', en: 'Hello' },
  sendLink: { fr: 'Recevoir le lien', nl: 'Link ontvangen', en: 'Send me the link' },
  savePassword: { fr: 'Enregistrer le mot de passe', nl: 'Wachtwoord opslaan', en: 'Save the password' },
  passwordChanged: {
    fr: 'Votre mot de passe est changé.',
    nl: 'Je wachtwoord is gewijzigd.',
    en: 'Your password has been changed.',
  },
  wrongPassword: { fr: 'Mot de passe incorrect.', nl: 'Onjuist wachtwoord.', en: 'Wrong password.' },
  mismatch: {
    fr: 'Les mots de passe doivent correspondre',
    nl: 'De wachtwoorden moeten overeenkomen',
    en: 'Passwords must match',
  },
  tooMany: { fr: 'Trop de tentatives.', nl: 'Te veel pogingen.', en: 'Too many attempts.' },
} satisfies Record<string, Record<Locale, string | RegExp>>

export const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.be`

/** Registers through /connect's registration tab and waits for the account page. */
/** On a recovery or invitation link's page: the password chosen, typed twice, and saved. */
export async function choosePassword(page: Page, locale: Locale, password: string) {
  await page.getByLabel(T.newPassword[locale]).fill(password)
  await page.getByLabel(T.confirmPassword[locale]).fill(password)
  await page.getByRole('button', { name: T.savePassword[locale] }).click()
}

export async function registerOnConnectPage(
  page: Page,
  locale: Locale,
  { firstName, email, password }: { firstName: string; email: string; password: string },
) {
  await gotoHydrated(page, `${prefix(locale)}/connect?tab=register`)
  const form = page.getByRole('tabpanel')
  await form.getByLabel(T.firstName[locale]).fill(firstName)
  await form.getByLabel(T.email[locale]).fill(email)
  await form.getByLabel(T.password[locale]).fill(password)
  await form.getByRole('checkbox', { name: T.terms[locale] }).check()
  await form.getByRole('button', { name: T.createAccount[locale] }).click()
  await expect(page).toHaveURL(/talent\/settings\/account$/)
}

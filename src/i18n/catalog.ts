import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { FORMAT_LOCALES, type Locale } from './locales'

/** Loads a locale's compiled catalogue (the Lingui Vite plugin compiles the .po on import). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
    fr: () => import('../../locales/fr/messages.po'),
    nl: () => import('../../locales/nl/messages.po'),
    en: () => import('../../locales/en/messages.po'),
  }
  return (await catalogues[locale]()).messages
}

/**
 * One i18n instance per locale and render tree (never a global singleton on the server, where
 * concurrent requests have different locales). Dates and numbers use FORMAT_LOCALES (fr-BE, nl-BE, en-GB).
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [FORMAT_LOCALES[locale]], messages: { [locale]: messages } })
}

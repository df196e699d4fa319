/** Translated labels of skills and languages (docs/product.md#data): skill types, language levels, language names. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LanguageLevel, SkillType } from '~/domain/enums'
import { FORMAT_LOCALES, type Locale } from './locales'

export const SKILL_TYPE_LABELS: Record<SkillType, MessageDescriptor> = {
  hard: msg`Compétence technique`,
  soft: msg`Savoir-être`,
}

export const LANGUAGE_LEVEL_LABELS: Record<LanguageLevel, MessageDescriptor> = {
  beginner: msg`Débutant`,
  intermediate: msg`Intermédiaire`,
  advanced: msg`Avancé`,
  native: msg`Langue maternelle`,
}

const displayNames = new Map<Locale, Intl.DisplayNames>()

/**
 * A language's name in the reader's language from its ISO 639-1 code ("nl" → "Néerlandais", "Nederlands",
 * "Dutch"), capitalised as a list entry; the code itself if the platform does not know it.
 */
export function languageName(code: string, locale: Locale): string {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([FORMAT_LOCALES[locale]], { type: 'language', fallback: 'code' })
    displayNames.set(locale, names)
  }
  const name = names.of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(FORMAT_LOCALES[locale]) + name.slice(1)
}

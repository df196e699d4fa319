import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContentLanguage } from '~/domain/enums'
import { LOCALE_TAGS, type Locale } from '~/i18n/locales'
import { durationParts } from './podcast.model'

/** "42 min", "2 h", "2 h 8 min". */
export function formatDuration(i18n: I18n, seconds: number): string {
  const { hours, minutes } = durationParts(seconds)
  if (hours === 0) return i18n._(msg`${minutes} min`)
  if (minutes === 0) return i18n._(msg`${hours} h`)
  return i18n._(msg`${hours} h ${minutes} min`)
}

/** The `lang` of an episode's own text when it is not the page's language (screen readers switch voice). */
export function episodeLang(language: ContentLanguage, locale: Locale): string | undefined {
  return language === locale ? undefined : LOCALE_TAGS[language]
}

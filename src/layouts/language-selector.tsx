import { useLingui } from '@lingui/react/macro'
import { serialize } from 'cookie-es'
import { Check } from 'lucide'
import { css } from 'styled-system/css'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '~/domain/constants'
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '~/i18n/locales'
import { useAlternatePaths } from '~/i18n/use-alternate-paths'
import { useLocale } from '~/i18n/use-locale'
import { Flag } from '~/ui/flag'
import { LineIcon } from '~/ui/line-icon'
import { DropdownMenu } from '~/ui/menu'

/** Remembers the visitor's choice for 365 days (docs/product.md#states); read by the root redirect. */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = serialize(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
  })
}

/**
 * Flag + language menu. Each item is a real link to the same page in that language (per-language slugs);
 * following it reloads the page there, as the spec asks.
 */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const paths = useAlternatePaths()
  return (
    <DropdownMenu
      buttonClassName={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1.5',
        h: '10',
        px: '2.5',
        borderRadius: 'control',
        fontWeight: '700',
        fontSize: 'sm',
        cursor: 'pointer',
        textTransform: 'uppercase',
        _hover: { bg: 'bg.subtle' },
        '&[aria-expanded=true]': { bg: 'bg.subtle' },
      })}
      label={
        <>
          <Flag locale={locale} />
          {!compact && <span aria-hidden="true">{locale}</span>}
          <span className={css({ srOnly: true })}>{t`Langue : ${LOCALE_NAMES[locale]}`}</span>
        </>
      }
      items={LOCALES.map((target) => ({
        key: target,
        // biome-ignore lint/a11y/useAnchorContent: the menu item renders its content into this link
        link: <a href={paths[target]} hrefLang={LOCALE_TAGS[target]} lang={LOCALE_TAGS[target]} />,
        onSelect: () => rememberLocale(target),
        current: target === locale,
        content: (
          <>
            <Flag locale={target} />
            <span className={css({ flex: '1' })}>{LOCALE_NAMES[target]}</span>
            {target === locale && <LineIcon icon={Check} size={16} aria-hidden="true" />}
          </>
        ),
      }))}
    />
  )
}

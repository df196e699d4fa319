import { useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { KeptElement } from '~/ui/kept-elements'
import { lazyWithPreload } from '~/ui/lazy'
import { RefuseOrAcceptAll } from './consent-buttons'
import { closeConsentSettings, openConsentSettings, useConsent } from './consent-store'

const ConsentSettingsDialog = lazyWithPreload(() => import('./consent-settings-dialog'))

const banner = css({
  // Shown by the head script (`data-consent="ask"` on <html>) before any JavaScript runs: it paints with
  // the page and never moves it (fixed), and it is the same HTML for every visitor (the page cache).
  // Only once its last element is parsed: a browser may paint a page whose HTML it has parsed in part,
  // and a banner painted half-written then grew upwards (a layout shift, seen in Lighthouse's runs).
  display: 'none',
  '[data-consent=ask] &': { '&:has(> [data-banner-end])': { display: 'flex' } },
  // A browser without :has() (before 2023) shows it as soon as it is there.
  '@supports not selector(:has(*))': { '[data-consent=ask] &': { display: 'flex' } },
  position: 'fixed',
  zIndex: 70,
  insetX: { base: '2', md: '6' },
  bottom: { base: '2', md: '6' },
  maxW: '3xl',
  mx: 'auto',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { md: 'center' },
  gap: { base: '3', md: '5' },
  p: { base: '4', md: '5' },
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'raised',
  fontSize: 'sm',
})

/**
 * docs/product.md#limits cookie banner: accept all, refuse all, or choose; nothing but the strictly necessary until she
 * chooses. Not modal: she may read the page first. The settings open again from the footer. The same for
 * every visitor of a language: the server writes it from the markup kept from an earlier page
 * (ui/kept-elements.tsx).
 */
export function ConsentBanner() {
  const { settingsOpen } = useConsent()
  return (
    <>
      <KeptElement as="section" variant="consent" aria-labelledby="consent-banner-title" className={banner}>
        <ConsentBannerContent />
      </KeptElement>
      {settingsOpen && (
        <Suspense fallback={null}>
          <ConsentSettingsDialog onClose={closeConsentSettings} />
        </Suspense>
      )}
    </>
  )
}

function ConsentBannerContent() {
  const { t } = useLingui()
  return (
    <>
      <div className={css({ flex: '1' })}>
        <h2 id="consent-banner-title" className={css({ fontWeight: '700', mb: '1' })}>
          {t`Vos choix de cookies`}
        </h2>
        <p className={css({ color: 'fg.muted' })}>
          {t`Nous mesurons l'audience du site avec vos données seulement si vous l'acceptez.`}{' '}
          <LocalizedLink route="privacy" className={css({ textDecoration: 'underline' })}>
            {/* Named for where it leads: a bare "learn more" tells a screen reader's link list nothing. */}
            {t`Politique de confidentialité`}
          </LocalizedLink>
        </p>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={openConsentSettings}
        >
          {t`Choisir`}
        </button>
        <RefuseOrAcceptAll />
      </div>
      {/* The banner's last element: it shows once this is parsed (the class above). */}
      <span hidden data-banner-end="" />
    </>
  )
}

/** The footer's way back to the choice, at any time. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const { t } = useLingui()
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {t`Gérer les cookies`}
    </button>
  )
}

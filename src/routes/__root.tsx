/// <reference types="vite/client" />
import { I18nProvider } from '@lingui/react'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { type ReactNode, useEffect, useMemo } from 'react'
import { consentBootScript } from '~/domain/consent'
import { usePageViews } from '~/features/analytics/use-page-views'
import { authUserQuery } from '~/features/auth/auth.queries'
import { AuthGateProvider } from '~/features/auth/auth-gate'
import { AuthUserProvider } from '~/features/auth/use-auth'
import { useReloadWhenSignedInElsewhere } from '~/features/auth/use-auth-marker'
import { ConsentBanner } from '~/features/consent/consent-banner'
import { WelcomeModal } from '~/features/cv/welcome-modal'
import { useReloadOnStaleChunks } from '~/features/pages/chunk-reload'
import { NotFoundInLayout } from '~/features/pages/not-found-page'
import { SavedItemsProvider } from '~/features/saved-items/saved-items'
import { SITE_CHROME } from '~/features/site/site-chrome'
import { loadSiteConfig } from '~/features/site/site-config'
import { loadMessages } from '~/i18n/catalog'
import { alternateLinks } from '~/i18n/head'
import { LOCALE_TAGS, localeFromPathname } from '~/i18n/locales'
import { browserPageI18n, completeCatalogue, PAGE_MESSAGES_ID, serverPageI18n } from '~/i18n/page-catalogue'
import { toPublicPath } from '~/i18n/paths'
import { leafAlternates } from '~/i18n/use-alternate-paths'
import { SiteChromeProvider } from '~/layouts/site-chrome'
import { PageQueryDataScript } from '~/page-query-data'
import type { RouterContext } from '~/router'
import { FONT_FACES, FONT_PRELOAD } from '~/ui/fonts'
import { markPageHydrated } from '~/ui/hydrate-later'
import { NavigationProgress } from '~/ui/navigation-progress'
import stylesUrl from '../styles.css?url'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    const locale = localeFromPathname(location.pathname)
    // A navigation in the browser renders messages the first page did not carry: the whole catalogue first.
    if (typeof document !== 'undefined') await completeCatalogue(locale)
    return {
      locale,
      // Signed-in or not: from the page request on first load, from the query cache afterwards.
      authUser: await context.queryClient.ensureQueryData(authUserQuery).catch(() => null),
    }
  },
  loader: async ({ context }) => {
    // The catalogue is loaded for the server render (and client navigations), never sent as loader data:
    // a page carries only the messages it shows (page-catalogue.ts).
    const [, site] = await Promise.all([loadMessages(context.locale), loadSiteConfig()])
    return {
      locale: context.locale,
      appUrl: site.appUrl,
      linkedin: site.linkedin,
      recaptchaSiteKey: site.recaptchaSiteKey,
      tagManagerId: site.tagManagerId,
    }
  },
  // The catalogue and site config never change within a page's life (a language switch, or any link to
  // another language, loads a new page).
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData, matches }) => {
    const leaf = matches[matches.length - 1]
    const links =
      loaderData && leaf
        ? alternateLinks(
            loaderData.appUrl,
            toPublicPath(leaf.pathname),
            loaderData.locale,
            leafAlternates(leaf.loaderData),
          )
        : []
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0b5d51' },
        { name: 'color-scheme', content: 'light' },
        { title: 'Tremplin' },
      ],
      links: [
        FONT_PRELOAD,
        { rel: 'stylesheet', href: stylesUrl },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...links,
      ],
      styles: [{ children: FONT_FACES }],
      // First, before any other script: consent defaults and the stored choice (domain/consent.ts).
      scripts: [{ children: consentBootScript(loaderData?.tagManagerId ?? null) }],
    }
  },
  notFoundComponent: NotFoundInLayout,
  shellComponent: RootDocument,
  component: RootComponent,
})

/**
 * The document. The i18n provider lives here so that every tree under the root, including the 404 and
 * error pages the router renders in place of a page, has the catalogue of the locale.
 */
function RootDocument({ children }: { children: ReactNode }) {
  const { locale, messagesRead, queryDataTexts } = Route.useRouteContext()
  // `import.meta.env.SSR`, not `typeof document`: the browser's build then leaves out the server's catalogue
  // tracking and its fast message formatting.
  const server = useMemo(
    () => (import.meta.env.SSR ? serverPageI18n(locale, messagesRead) : null),
    [locale, messagesRead],
  )
  const i18n = server?.i18n ?? browserPageI18n(locale)
  useEffect(() => {
    // Marks the document hydrated once the parts hydrated later have too (end-to-end tests wait for it).
    markPageHydrated()
    void completeCatalogue(locale)
  }, [locale])
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <SiteChromeProvider chrome={SITE_CHROME}>
            <AuthUserProvider>
              <SavedItemsProvider>
                <NavigationProgress />
                {children}
              </SavedItemsProvider>
            </AuthUserProvider>
          </SiteChromeProvider>
        </I18nProvider>
        <PageMessages json={server?.json} />
        <PageQueryDataScript texts={import.meta.env.SSR ? queryDataTexts : undefined} />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * The messages the page shows, for the browser to hydrate with. Rendered after the page, so that the
 * server render has read them all by then; in the browser, the element is kept as the server wrote it.
 */
function PageMessages({ json }: { json?: () => string }) {
  const text = json ? json() : (document.getElementById(PAGE_MESSAGES_ID)?.textContent ?? '{}')
  return (
    <script
      id={PAGE_MESSAGES_ID}
      type="application/json"
      suppressHydrationWarning
      // JSON of catalogue messages with `<` escaped (catalog.ts): it cannot close the element.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  )
}

function RootComponent() {
  useReloadWhenSignedInElsewhere()
  useReloadOnStaleChunks()
  usePageViews()
  return (
    <AuthGateProvider>
      <Outlet />
      {/* Once for the whole site, so that the navigation that follows a sign-up (another layout) keeps it open. */}
      <WelcomeModal />
      <ConsentBanner />
    </AuthGateProvider>
  )
}

import { AccountControl, MobileAccountActions } from '~/features/auth/account-control'
import { useStoredRedirect } from '~/features/auth/use-stored-redirect'
import { ConsentSettingsButton } from '~/features/consent/consent-banner'
import { useMostVisitedMarkupKey } from '~/features/pages/most-visited-key'
import type { SiteChrome } from '~/layouts/site-chrome'
import { preloadDialog } from '~/ui/dialog'
import { hydratedLater } from '~/ui/hydrate-later'
import { lazyWithPreload } from '~/ui/lazy'

// The global search (Ariakit in a dialog) is fetched when first opened, or on hover/focus of its button.
const GlobalSearchDialog = lazyWithPreload(() => import('~/features/search/global-search-dialog'))

// Below the fold of every page, hydrated once the page is interactive, written by the server from the
// markup kept from an earlier page while what they show is the same (ui/hydrate-later.tsx).
const MostVisited = hydratedLater(
  () => import('~/features/pages/most-visited').then((module) => module.MostVisited),
  { useMarkupKey: useMostVisitedMarkupKey },
)
const NewsletterSignup = hydratedLater(
  () => import('~/features/newsletter/newsletter-signup').then((module) => module.NewsletterSignup),
  { useMarkupKey: () => '' },
)

function StoredRedirect() {
  useStoredRedirect()
  return null
}

/** The features the layouts show, plugged in once by the root route. */
export const SITE_CHROME: SiteChrome = {
  AccountControl,
  MobileAccountActions,
  SearchDialog: GlobalSearchDialog,
  preloadSearch: () => {
    void GlobalSearchDialog.preload()
    void preloadDialog()
  },
  MostVisited,
  ConsentSettingsButton,
  NewsletterSignup,
  StoredRedirect,
}

import { AccountControl, MobileAccountActions } from '~/features/auth/account-control'
import { useStoredRedirect } from '~/features/auth/use-stored-redirect'
import { ConsentSettingsButton } from '~/features/consent/consent-banner'
import { WelcomeModal } from '~/features/cv/welcome-modal'
import { NewsletterSignup } from '~/features/newsletter/newsletter-signup'
import { MostVisited } from '~/features/pages/most-visited'
import type { SiteChrome } from '~/layouts/site-chrome'
import { preloadDialog } from '~/ui/dialog'
import { lazyWithPreload } from '~/ui/lazy'

// The global search (Ariakit in a dialog) is fetched when first opened, or on hover/focus of its button.
const GlobalSearchDialog = lazyWithPreload(() => import('~/features/search/global-search-dialog'))

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
  WelcomeModal,
}

import { type ComponentType, createContext, type ReactNode, useContext } from 'react'

/**
 * What the layouts show but do not own: the account control and sign-in links (auth), the global search
 * (search), the most-visited block (popular pages), the newsletter sign-up and the stored-redirect step.
 * Layouts sit below the features and never import them; the root route plugs the features in here once.
 */
export type SiteChrome = {
  /** Header, right side: the signed-in user's menu, or the sign-in link. */
  AccountControl: ComponentType
  /** Phone menu: sign-in and register links while signed out, nothing once signed in. */
  MobileAccountActions: ComponentType<{ onNavigate: () => void }>
  /** The global search dialog (fetched when first opened) and a way to start fetching it. */
  SearchDialog: ComponentType<{ open: boolean; onClose: () => void }>
  preloadSearch: () => void
  MostVisited: ComponentType
  /** Footer: reopens the cookie settings. */
  ConsentSettingsButton: ComponentType<{ className?: string }>
  NewsletterSignup: ComponentType
  /** Default layout (docs/product.md#pages): a signed-in user with a stored `redirect_url` goes there on load. */
  StoredRedirect: ComponentType
}

const SiteChromeContext = createContext<SiteChrome | null>(null)

export function SiteChromeProvider({ chrome, children }: { chrome: SiteChrome; children: ReactNode }) {
  return <SiteChromeContext.Provider value={chrome}>{children}</SiteChromeContext.Provider>
}

export function useSiteChrome(): SiteChrome {
  const chrome = useContext(SiteChromeContext)
  if (!chrome) throw new Error('Layouts render inside <SiteChromeProvider> (src/routes/__root.tsx).')
  return chrome
}

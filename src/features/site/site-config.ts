import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * The site's public configuration (site-config.server.ts): read in process while the server renders a page,
 * without a server function's middleware; through the server function in the browser.
 */
export const loadSiteConfig = createIsomorphicFn()
  .server(async () => (await import('./site-config.server')).siteConfig())
  .client(async () => (await import('./site.functions')).getSiteConfig())

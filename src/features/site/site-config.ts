import { createIsomorphicFn } from '@tanstack/react-start'

/** Imported once: an `import()` of a module already loaded still costs its resolution on every page. */
let siteConfigModule: Promise<typeof import('./site-config.server')> | undefined

/**
 * The site's public configuration (site-config.server.ts): read in process while the server renders a page,
 * without a server function's middleware; through the server function in the browser.
 */
export const loadSiteConfig = createIsomorphicFn()
  .server(async () => {
    siteConfigModule ??= import('./site-config.server')
    return (await siteConfigModule).siteConfig()
  })
  .client(async () => (await import('./site.functions')).getSiteConfig())

import { hydratedLater } from '~/ui/hydrate-later'

/**
 * The footer of every page: rendered by the server, hydrated once the page is interactive. The same on
 * every page of a language but for its year: the server writes it from its kept markup.
 */
export const SiteFooter = hydratedLater(() => import('./footer').then((module) => module.Footer), {
  useMarkupKey: () => String(new Date().getFullYear()),
})

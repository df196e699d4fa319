import { hydratedLater } from '~/ui/hydrate-later'

/** The footer of every page: rendered by the server, hydrated once the page is interactive. */
export const SiteFooter = hydratedLater(() => import('./footer').then((module) => module.Footer))

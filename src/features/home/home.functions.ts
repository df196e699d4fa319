import { createServerFn } from '@tanstack/react-start'
import { localeMiddleware } from '~/i18n/locale-middleware'
import { cachedHomePage } from './home.server'

/** The home page's data, the same for every visitor of a locale (cached a minute per app node). */
export const getHomePage = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => cachedHomePage(context.locale))

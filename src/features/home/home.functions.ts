import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { LOCALES } from '~/i18n/locales'

export const getHomePage = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }) => {
    const { cachedHomePage } = await import('./home.server')
    return cachedHomePage(data.locale)
  })

import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundInLayout } from '~/features/pages/not-found-page'
import { DEFAULT_LOCALE, isLocale } from '~/i18n/locales'

/** Every page lives under an optional locale prefix (`/en`, `/nl`); anything else there is a 404. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && (!isLocale(params.locale) || params.locale === DEFAULT_LOCALE))
      throw notFound()
  },
  notFoundComponent: NotFoundInLayout,
})

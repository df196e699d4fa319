import { createFileRoute } from '@tanstack/react-router'
import { offersFeed } from '~/features/seo/feed.server'
import { isLocale } from '~/i18n/locales'
import { apiError, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'
import { env } from '~/server/env'

/** `/feeds/fr.xml`, `/feeds/nl.xml`, `/feeds/en.xml`: RSS of the newest offers written in that language. */
export const Route = createFileRoute('/feeds/$file')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ params }) => {
        const locale = /^([a-z]{2})\.xml$/.exec(params.file)?.[1]
        if (!isLocale(locale))
          return apiError(404, 'No such feed: use /feeds/fr.xml, /feeds/nl.xml or /feeds/en.xml.')
        return new Response(await offersFeed(await getDb(), env().appUrl, locale), {
          headers: {
            'content-type': 'application/rss+xml; charset=utf-8',
            'cache-control': 'public, max-age=600',
          },
        })
      },
    },
  },
})

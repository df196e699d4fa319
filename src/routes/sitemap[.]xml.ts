import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndex } from '~/features/seo/xml-sitemaps.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'
import { env } from '~/server/env'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async () =>
        new Response(await sitemapIndex(await getDb(), env().appUrl), {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
        }),
    },
  },
})

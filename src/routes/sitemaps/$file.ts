import { createFileRoute } from '@tanstack/react-router'
import { offersSitemap, pagesSitemap } from '~/features/seo/xml-sitemaps.server'
import { apiError, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'
import { env } from '~/server/env'

const xml = (body: string) =>
  new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })

/** `/sitemaps/pages.xml` and `/sitemaps/offers-N.xml`, listed by `/sitemap.xml`. */
export const Route = createFileRoute('/sitemaps/$file')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ params }) => {
        const db = await getDb()
        if (params.file === 'pages.xml') return xml(await pagesSitemap(db, env().appUrl))
        const chunk = /^offers-([1-9]\d{0,4})\.xml$/.exec(params.file)
        const body = chunk ? await offersSitemap(db, env().appUrl, Number(chunk[1])) : null
        return body === null ? apiError(404, 'No such sitemap.') : xml(body)
      },
    },
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { env } from '~/server/env'

/** robots.txt: everything public is crawlable except the talent area and the API; the sitemap's address. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /talent',
            'Disallow: /nl/talent',
            'Disallow: /en/talent',
            'Disallow: /api/',
            '',
            `Sitemap: ${env().appUrl}/sitemap.xml`,
            '',
          ].join('\n'),
          {
            headers: {
              'content-type': 'text/plain; charset=utf-8',
              'cache-control': 'public, max-age=86400',
            },
          },
        ),
    },
  },
})

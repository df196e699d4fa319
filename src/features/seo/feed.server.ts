/** RSS 2.0 feed of the newest offers written in a language, with links in that language. */
import { sql } from 'drizzle-orm'
import { isPublicOffer } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import { type Database, queryRows } from '~/server/db/client'
import { richTextToPlain } from '~/server/html/sanitize'

export const FEED_SIZE = 50

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )

const FEED_TITLES: Record<Locale, { title: string; description: string }> = {
  fr: {
    title: 'Tremplin · Nouvelles offres d’emploi à impact',
    description: 'Les dernières offres d’emploi à impact en Belgique',
  },
  nl: {
    title: 'Tremplin · Nieuwe vacatures met impact',
    description: 'De nieuwste vacatures met impact in België',
  },
  en: { title: 'Tremplin · New impact job offers', description: 'The latest impact job offers in Belgium' },
}

export async function offersFeed(db: Database, appUrl: string, locale: Locale): Promise<string> {
  const rows = await queryRows<{
    id: string
    slug: string
    title: string
    company: string
    company_slug: string
    description: string
    published_at: string | Date
  }>(
    db,
    sql`select o.id, o.slug, o.title, c.name as company, ct.slug as company_slug, o.description, o.published_at
        from offers o
        join companies c on c.id = o.company_id
        join company_translations ct on ct.company_id = c.id and ct.locale = ${locale}
        where ${isPublicOffer('o')} and o.language = ${locale}
        order by o.published_at desc, o.id
        limit ${FEED_SIZE}`,
  )
  const { title, description } = FEED_TITLES[locale]
  const items = rows.map((row) => {
    const link = appUrl + pathFor('job', locale, { slug: row.company_slug, job: row.slug })
    return `<item><title>${escapeXml(`${row.title} · ${row.company}`)}</title><link>${escapeXml(link)}</link><guid isPermaLink="false">${row.id}</guid><pubDate>${new Date(row.published_at).toUTCString()}</pubDate><description>${escapeXml(richTextToPlain(row.description, 400))}</description></item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(title)}</title>
<link>${escapeXml(appUrl + pathFor('jobs', locale))}</link>
<atom:link href="${escapeXml(`${appUrl}/feeds/${locale}.xml`)}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(description)}</description>
<language>${locale}</language>
${items.join('\n')}
</channel>
</rss>
`
}

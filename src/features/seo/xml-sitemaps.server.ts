/**
 * sitemap.xml: an index of a pages sitemap and offer sitemaps of 10,000 offers each (three URLs per
 * offer stays under the 50,000-URL limit), every URL with its hreflang alternates (x-default = French).
 */
import { sql } from 'drizzle-orm'
import { ARTICLE_CATEGORIES, PODCAST_THEMES } from '~/domain/enums'
import { isPublicProject } from '~/features/cofounder/project-visibility.server'
import { categorySlug } from '~/features/media/articles.model'
import { isPublicArticle, isPublicEpisode } from '~/features/media/media-visibility.server'
import { themeSlug } from '~/features/media/podcast.model'
import { isPublicCompany, isPublicOffer } from '~/features/offers/offer-visibility.server'
import { LOCALE_TAGS, LOCALES, type Locale } from '~/i18n/locales'
import { pathFor, type RouteName, type RouteParams } from '~/i18n/paths'
import { type Database, queryRows } from '~/server/db/client'

export const OFFERS_PER_SITEMAP = 10_000

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )

type Localized = Partial<Record<Locale, string>>

function urlEntries(appUrl: string, paths: Localized, lastModified?: string): string {
  const alternates = [
    ...LOCALES.filter((locale) => paths[locale]).map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeXml(appUrl + paths[locale])}"/>`,
    ),
    ...(paths.fr
      ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(appUrl + paths.fr)}"/>`]
      : []),
  ].join('')
  return LOCALES.filter((locale) => paths[locale])
    .map(
      (locale) =>
        `<url><loc>${escapeXml(appUrl + paths[locale])}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}${alternates}</url>`,
    )
    .join('\n')
}

function urlset(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

const everyLocale = (
  route: RouteName,
  params: (locale: Locale) => RouteParams | null = () => ({}),
): Localized =>
  Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const p = params(locale)
      return p ? [[locale, pathFor(route, locale, p)]] : []
    }),
  )

async function countSearchableOffers(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from offers o where ${isPublicOffer('o')}`,
  )
  return row?.n ?? 0
}

export async function sitemapIndex(db: Database, appUrl: string): Promise<string> {
  const chunks = Math.ceil((await countSearchableOffers(db)) / OFFERS_PER_SITEMAP)
  const files = [
    '/sitemaps/pages.xml',
    ...Array.from({ length: chunks }, (_, i) => `/sitemaps/offers-${i + 1}.xml`),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((file) => `<sitemap><loc>${escapeXml(appUrl + file)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`
}

/** Every page but the offers: sections, legal pages, popular pages, companies, projects, media. */
export async function pagesSitemap(db: Database, appUrl: string): Promise<string> {
  const entries = (
    [
      'home',
      'jobs',
      'companies',
      'cofounder',
      'cofounderProjects',
      'cofounderPricing',
      'media',
      'mediaPodcast',
      'pagesAll',
      'sitemap',
      'contact',
      'mediaArticles',
      'companySelection',
      'terms',
      'termsOfSale',
      'legalNotice',
      'privacy',
    ] as const
  ).map((route) => urlEntries(appUrl, everyLocale(route)))
  const pages = await queryRows<{ id: string; locale: Locale; slug: string }>(
    db,
    sql`select page_id as id, locale::text as locale, slug from popular_page_translations order by page_id, locale`,
  )
  const byPage = new Map<string, Localized>()
  for (const page of pages)
    byPage.set(page.id, {
      ...byPage.get(page.id),
      [page.locale]: pathFor('popularPage', page.locale, { page: page.slug }),
    })
  for (const paths of byPage.values()) entries.push(urlEntries(appUrl, paths))
  for (const theme of PODCAST_THEMES)
    entries.push(
      urlEntries(
        appUrl,
        everyLocale('podcastCategory', (locale) => ({ page: themeSlug(theme, locale) })),
      ),
    )
  for (const category of ARTICLE_CATEGORIES)
    entries.push(
      urlEntries(
        appUrl,
        everyLocale('mediaArticlesCategory', () => ({ cat: categorySlug(category) })),
      ),
    )
  const translated = await queryRows<{
    route: 'company' | 'article'
    id: string
    locale: Locale
    slug: string
  }>(
    db,
    sql`select 'company' as route, ct.company_id as id, ct.locale::text as locale, ct.slug
          from company_translations ct join companies c on c.id = ct.company_id where ${isPublicCompany('c')}
        union all
        select 'article', t.article_id, t.locale::text, t.slug from article_translations t
          join articles a on a.id = t.article_id where ${isPublicArticle('a')}
        order by 1, 2, 3`,
  )
  const byThing = new Map<string, { route: 'company' | 'article'; paths: Localized }>()
  for (const row of translated) {
    const thing = byThing.get(row.id) ?? { route: row.route, paths: {} }
    const params = row.route === 'company' ? { slug: row.slug } : { article: row.slug }
    thing.paths[row.locale] = pathFor(row.route, row.locale, params)
    byThing.set(row.id, thing)
  }
  for (const { paths } of byThing.values()) entries.push(urlEntries(appUrl, paths))
  // Projects and episodes are written in one language; their page exists (with translated chrome) in all three.
  const single = await queryRows<{ route: 'cofounderProject' | 'podcastEpisode'; slug: string }>(
    db,
    sql`select 'cofounderProject' as route, p.slug from cofounder_projects p where ${isPublicProject('p')}
        union all
        select 'podcastEpisode', e.slug from podcast_episodes e where ${isPublicEpisode('e')}
        order by 1, 2`,
  )
  for (const row of single)
    entries.push(
      urlEntries(
        appUrl,
        everyLocale(row.route, () => ({ slug: row.slug })),
      ),
    )
  return urlset(entries)
}

/** Chunk `n` (1-based) of the published offers, newest first; null when the chunk does not exist. */
export async function offersSitemap(db: Database, appUrl: string, n: number): Promise<string | null> {
  const rows = await queryRows<{
    slug: string
    updated_at: string | Date
    fr: string | null
    nl: string | null
    en: string | null
  }>(
    db,
    sql`select o.slug, o.updated_at,
               (select slug from company_translations where company_id = o.company_id and locale = 'fr') as fr,
               (select slug from company_translations where company_id = o.company_id and locale = 'nl') as nl,
               (select slug from company_translations where company_id = o.company_id and locale = 'en') as en
        from offers o
        where ${isPublicOffer('o')}
        order by o.published_at desc, o.id
        limit ${OFFERS_PER_SITEMAP} offset ${(n - 1) * OFFERS_PER_SITEMAP}`,
  )
  if (rows.length === 0 && n > 1) return null
  return urlset(
    rows.map((row) =>
      urlEntries(
        appUrl,
        everyLocale('job', (locale) => (row[locale] ? { slug: row[locale]!, job: row.slug } : null)),
        new Date(row.updated_at).toISOString().slice(0, 10),
      ),
    ),
  )
}

import { sql } from 'drizzle-orm'
import type { ArticleCategory } from '~/domain/enums'
import { type PageWindow, pageWindow } from '~/domain/list-search'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'
import { sanitizeRichText } from '~/server/html/sanitize'
import { ARTICLES_PER_PAGE, type ArticleCard, type ArticlePageData } from './articles.model'
import { isPublicArticle } from './media-visibility.server'

type Row = {
  id: string
  slug: string
  title: string
  excerpt: string
  category: ArticleCategory
  thumbnail_url: string | null
  published_at: string | Date
}

const toCard = (row: Row): ArticleCard => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  category: row.category,
  thumbnailUrl: row.thumbnail_url,
  publishedAt: new Date(row.published_at).toISOString(),
})

/** Published articles in a language, newest first, one page of them and the total. */
export async function listArticles(
  db: Database,
  locale: Locale,
  category: ArticleCategory | null,
  page: number,
  limit: number = ARTICLES_PER_PAGE,
): Promise<PageWindow & { articles: ArticleCard[] }> {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from articles a
        where ${isPublicArticle('a')} ${category ? sql`and a.category = ${category}` : sql``}`,
  )
  const window = pageWindow(Number(count?.n ?? 0), page, limit)
  const rows = await queryRows<Row>(
    db,
    sql`select a.id, t.slug, t.title, t.excerpt, a.category::text as category, a.thumbnail_url, a.published_at
        from articles a join article_translations t on t.article_id = a.id and t.locale = ${locale}
        where ${isPublicArticle('a')} ${category ? sql`and a.category = ${category}` : sql``}
        order by a.published_at desc, a.id
        limit ${limit} offset ${(window.page - 1) * limit}`,
  )
  return { ...window, articles: rows.map(toCard) }
}

/** The published articles among `ids`, in that order, in a language (unknown and future ones left out). */
export async function articleCards(
  db: Database,
  locale: Locale,
  ids: readonly string[],
): Promise<ArticleCard[]> {
  if (ids.length === 0) return []
  const rows = await queryRows<Row>(
    db,
    sql`select a.id, t.slug, t.title, t.excerpt, a.category::text as category, a.thumbnail_url, a.published_at
        from articles a join article_translations t on t.article_id = a.id and t.locale = ${locale}
        where ${isPublicArticle('a')} and a.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  )
  const order = new Map(ids.map((id, index) => [id, index]))
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(toCard)
}

/** An article by its slug in `locale`; another language's slug is `moved` to this language's. */
export async function findArticle(
  db: Database,
  locale: Locale,
  slug: string,
): Promise<
  { kind: 'found'; article: ArticlePageData } | { kind: 'moved'; slug: string } | { kind: 'missing' }
> {
  const translations = await queryRows<Row & { locale: Locale; body: string }>(
    db,
    sql`select a.id, t.slug, t.title, t.excerpt, t.body, t.locale::text as locale, a.category::text as category,
               a.thumbnail_url, a.published_at
        from articles a join article_translations t on t.article_id = a.id
        where ${isPublicArticle('a')}
          and a.id = (select article_id from article_translations where slug = ${slug} limit 1)`,
  )
  if (translations.length === 0) return { kind: 'missing' }
  const own = translations.find((row) => row.locale === locale)
  if (!own) return { kind: 'missing' }
  if (own.slug !== slug) return { kind: 'moved', slug: own.slug }
  return {
    kind: 'found',
    article: {
      ...toCard(own),
      body: sanitizeRichText(own.body),
      slugs: Object.fromEntries(translations.map((row) => [row.locale, row.slug])),
    },
  }
}

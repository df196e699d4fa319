import { ARTICLE_CATEGORIES, type ArticleCategory } from '~/domain/enums'

export const ARTICLES_PER_PAGE = 12

export type ArticleCard = {
  id: string
  slug: string
  title: string
  excerpt: string
  category: ArticleCategory
  thumbnailUrl: string | null
  publishedAt: string
}

export type ArticlePageData = ArticleCard & {
  /** Sanitized HTML. */
  body: string
  slugs: Partial<Record<'fr' | 'nl' | 'en', string>>
}

/** Categories in URLs use hyphens: `career_tips` ⇄ `career-tips`. */
export const categorySlug = (category: ArticleCategory) => category.replace(/_/g, '-')
export function categoryFromSlug(slug: string): ArticleCategory | null {
  const category = slug.replace(/-/g, '_')
  return (ARTICLE_CATEGORIES as readonly string[]).includes(category) ? (category as ArticleCategory) : null
}

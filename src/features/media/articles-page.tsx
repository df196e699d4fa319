import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { ARTICLE_CATEGORIES, type ArticleCategory } from '~/domain/enums'
import { ARTICLE_CATEGORY_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { Pagination } from '~/ui/pagination'
import { ArticleCardView } from './article-card'
import { type ArticleCard, categorySlug } from './articles.model'
import { CategoryNav, mediaCardGrid } from './category-nav'

/** `/media/articles` and `/media/articles/{cat}`: the articles, newest first, by category (docs/product.md#pages). */
export function ArticlesPage({
  category,
  articles,
  page,
  pageCount,
  renderPageLink,
}: {
  category: ArticleCategory | null
  articles: ArticleCard[]
  page: number
  pageCount: number
  renderPageLink: (
    page: number,
    props: { className: string; children: ReactNode; 'aria-label': string; 'aria-current'?: 'page' },
  ) => ReactNode
}) {
  const { t, i18n } = useLingui()
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <h1 className={css({ textStyle: 'pageTitle' })}>
        {category ? i18n._(ARTICLE_CATEGORY_LABELS[category]) : t`Articles`}
      </h1>
      <p className={css({ textStyle: 'lead', mt: '2' })}>
        {t`Conseils pour trouver un job qui a du sens, histoires d'organisations et portraits de celles et ceux qui les font vivre.`}
      </p>
      <CategoryNav
        label={t`Catégories d'articles`}
        className={css({ my: '6' })}
        items={[
          { key: 'all', route: 'mediaArticles', label: t`Tous les articles`, current: category === null },
          ...ARTICLE_CATEGORIES.map((value) => ({
            key: value,
            route: 'mediaArticlesCategory' as const,
            params: { cat: categorySlug(value) },
            label: i18n._(ARTICLE_CATEGORY_LABELS[value]),
            current: value === category,
          })),
        ]}
      />
      {articles.length === 0 ? (
        <div className={css({ textAlign: 'center', py: '16', bg: 'bg.surface', borderRadius: 'card' })}>
          <h2
            className={css({ textStyle: 'heading' })}
          >{t`Aucun article dans cette catégorie pour l'instant.`}</h2>
          <LocalizedLink route="mediaArticles" className={cx(button({ variant: 'brand' }), css({ mt: '6' }))}>
            {t`Tous les articles`}
          </LocalizedLink>
        </div>
      ) : (
        <ul className={mediaCardGrid}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCardView article={article} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} renderLink={renderPageLink} />
    </Container>
  )
}

import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { ARTICLE_CATEGORIES, type ArticleCategory } from '~/domain/enums'
import { cardSurface, stretchedLink } from '~/features/jobs/offer-card'
import { formatDay } from '~/i18n/format'
import { ARTICLE_CATEGORY_LABELS } from '~/i18n/labels'
import { ListItemLink, LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { Chip } from '~/ui/chip'
import { Container } from '~/ui/container'
import { Pagination } from '~/ui/pagination'
import { type ArticleCard, categorySlug } from './articles.model'

const tab = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontWeight: '700',
  textDecoration: 'none',
  color: 'fg.default',
  whiteSpace: 'nowrap',
  '&[aria-current=page]': { bg: 'brand.solid', color: 'fg.onBrand', borderColor: 'brand.solid' },
})

function ArticleCardView({ article }: { article: ArticleCard }) {
  const { i18n } = useLingui()
  return (
    <article
      className={cx(
        cardSurface,
        css({ display: 'flex', flexDirection: 'column', gap: '3', p: '0', overflow: 'hidden' }),
      )}
    >
      {article.thumbnailUrl && (
        <img
          src={article.thumbnailUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' })}
        />
      )}
      <div className={css({ p: '5', pt: article.thumbnailUrl ? '2' : '5', display: 'grid', gap: '2' })}>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <Chip tone="brand">{i18n._(ARTICLE_CATEGORY_LABELS[article.category])}</Chip>
          <time dateTime={article.publishedAt} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {formatDay(i18n, article.publishedAt)}
          </time>
        </div>
        <h2 className={css({ fontSize: 'lg', fontWeight: '800', lineHeight: '1.3' })}>
          <ListItemLink route="article" params={{ article: article.slug }} className={stretchedLink}>
            {article.title}
          </ListItemLink>
        </h2>
        <p className={css({ color: 'fg.muted' })}>{article.excerpt}</p>
      </div>
    </article>
  )
}

/** `/media/articles` and `/media/articles/{cat}`: the articles, newest first, by category (spec §2). */
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
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: '800' })}>
        {category ? i18n._(ARTICLE_CATEGORY_LABELS[category]) : t`Articles`}
      </h1>
      <p className={css({ color: 'fg.muted', fontSize: 'lg', mt: '2' })}>
        {t`Conseils pour trouver un job qui a du sens, histoires d'organisations et portraits de celles et ceux qui les font vivre.`}
      </p>
      <nav
        aria-label={t`Catégories d'articles`}
        className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', my: '6' })}
      >
        <LocalizedLink route="mediaArticles" className={tab} aria-current={category ? undefined : 'page'}>
          {t`Tous les articles`}
        </LocalizedLink>
        {ARTICLE_CATEGORIES.map((value) => (
          <LocalizedLink
            key={value}
            route="mediaArticlesCategory"
            params={{ cat: categorySlug(value) }}
            className={tab}
            aria-current={value === category ? 'page' : undefined}
          >
            {i18n._(ARTICLE_CATEGORY_LABELS[value])}
          </LocalizedLink>
        ))}
      </nav>
      {articles.length === 0 ? (
        <div className={css({ textAlign: 'center', py: '16', bg: 'bg.surface', borderRadius: 'card' })}>
          <h2
            className={css({ fontSize: 'xl', fontWeight: '800' })}
          >{t`Aucun article dans cette catégorie pour l'instant.`}</h2>
          <LocalizedLink route="mediaArticles" className={cx(button({ variant: 'brand' }), css({ mt: '6' }))}>
            {t`Tous les articles`}
          </LocalizedLink>
        </div>
      ) : (
        <ul
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          })}
        >
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

import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { SideBanner } from '~/features/banners/banners'
import { SaveArticleButton } from '~/features/saved-items/save-article-button'
import { formatDay } from '~/i18n/format'
import { ARTICLE_CATEGORY_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { Chip } from '~/ui/chip'
import { Container } from '~/ui/container'
import { ResizedImage } from '~/ui/resized-image'
import { type ArticlePageData, categorySlug } from './articles.model'

/** The article's picture under its title: 16:9, as wide as the text. */
const articleCover = css({
  w: 'full',
  h: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'card',
  mt: '6',
})

/** `/articles/{article}` (Dutch `/artikelen/…`): thumbnail, date, category and the sanitized text. */
export function ArticlePage({ article }: { article: ArticlePageData }) {
  const { t, i18n } = useLingui()
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <article className={css({ maxW: '760px', mx: 'auto' })}>
        <LocalizedLink
          route="mediaArticlesCategory"
          params={{ cat: categorySlug(article.category) }}
          className={css({ textDecoration: 'none' })}
        >
          <Chip tone="brand">{i18n._(ARTICLE_CATEGORY_LABELS[article.category])}</Chip>
        </LocalizedLink>
        <h1 className={css({ textStyle: 'pageTitle', mt: '3', lineHeight: '1.2' })}>{article.title}</h1>
        <div className={hstack({ gap: '3', mt: '2', flexWrap: 'wrap' })}>
          <p className={css({ color: 'fg.muted' })}>{t`Publié le ${formatDay(i18n, article.publishedAt)}`}</p>
          <SaveArticleButton articleId={article.id} title={article.title} />
        </div>
        {article.thumbnailUrl && (
          <ResizedImage
            src={article.thumbnailUrl}
            alt=""
            width={760}
            height={428}
            crop={{ width: 16, height: 9 }}
            sizes="(min-width: 800px) 760px, 100vw"
            loading="eager"
            className={articleCover}
          />
        )}
        <p className={css({ fontSize: 'lg', fontWeight: '600', mt: '6' })}>{article.excerpt}</p>
        <div
          className={css({
            mt: '4',
            lineHeight: '1.75',
            '& p': { mb: '4' },
            '& a': { color: 'fg.brand', textDecoration: 'underline' },
          })}
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
        <LocalizedLink
          route="mediaArticles"
          className={css({ textStyle: 'link', display: 'inline-block', mt: '8' })}
        >
          {t`← Tous les articles`}
        </LocalizedLink>
        <div className={grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, mt: '10' })}>
          <SideBanner kind="jobs" />
          <SideBanner kind="podcast" />
        </div>
      </article>
    </Container>
  )
}

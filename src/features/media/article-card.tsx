import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { SaveArticleButton } from '~/features/saved-items/save-article-button'
import { formatDay } from '~/i18n/format'
import { ARTICLE_CATEGORY_LABELS } from '~/i18n/labels'
import { LocalizedLink } from '~/i18n/localized-link'
import { clickableCard, stretchedLink } from '~/ui/card'
import { Chip } from '~/ui/chip'
import { ResizedImage } from '~/ui/resized-image'
import type { ArticleCard } from './articles.model'

const parts = {
  card: cx(clickableCard, css({ display: 'flex', flexDirection: 'column', p: '0', overflow: 'hidden' })),
  image: css({ w: 'full', h: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'bg.subtle' }),
  body: grid({ gap: '2', p: '5', alignContent: 'start', flex: '1' }),
  meta: hstack({ gap: '2', flexWrap: 'wrap' }),
  date: css({ textStyle: 'meta' }),
  save: css({ ml: 'auto', my: '-2', mr: '-2' }),
  title: css({ textStyle: 'cardTitle' }),
  excerpt: css({ color: 'fg.muted' }),
}

/** An article card (docs/product.md#pages): thumbnail, category, date, title (the card's link), excerpt, save toggle. */
export function ArticleCardView({
  article,
  headingLevel = 2,
}: {
  article: ArticleCard
  headingLevel?: 2 | 3
}) {
  const { i18n } = useLingui()
  const Heading = `h${headingLevel}` as const
  return (
    <article className={parts.card}>
      {article.thumbnailUrl && (
        <ResizedImage
          src={article.thumbnailUrl}
          alt=""
          width={640}
          height={360}
          crop={{ width: 16, height: 9 }}
          sizes="(min-width: 992px) 400px, (min-width: 768px) 50vw, 100vw"
          className={parts.image}
        />
      )}
      <div className={parts.body}>
        <div className={parts.meta}>
          <Chip tone="brand">{i18n._(ARTICLE_CATEGORY_LABELS[article.category])}</Chip>
          <time dateTime={article.publishedAt} className={parts.date}>
            {formatDay(i18n, article.publishedAt)}
          </time>
          <SaveArticleButton articleId={article.id} title={article.title} className={parts.save} />
        </div>
        <Heading className={parts.title}>
          <LocalizedLink route="article" params={{ article: article.slug }} className={stretchedLink}>
            {article.title}
          </LocalizedLink>
        </Heading>
        <p className={parts.excerpt}>{article.excerpt}</p>
      </div>
    </article>
  )
}

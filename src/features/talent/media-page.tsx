import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { ArticleCardView } from '~/features/media/article-card'
import type { ArticleCard } from '~/features/media/articles.model'
import { useSavedItems } from '~/features/saved-items/saved-items'
import { LocalizedLink } from '~/i18n/localized-link'
import { TalentLayout, TalentPanel } from '~/layouts/talent-layout'
import { button } from '~/ui/button'

/**
 * My media (docs/product.md#pages talent media): the favourite articles, each with its toggle; an article un-saved here
 * leaves the list at once.
 */
export function TalentMediaPage({ articles }: { articles: ArticleCard[] }) {
  const { t } = useLingui()
  const saved = useSavedItems()
  const shown = saved.known ? articles.filter((article) => saved.ids.has(article.id)) : articles
  return (
    <TalentLayout title={t`Mes médias`}>
      <TalentPanel title={t`Mes articles favoris`}>
        {shown.length === 0 ? (
          <>
            <p
              className={css({ color: 'fg.muted' })}
            >{t`Les articles que vous sauvegardez apparaîtront ici.`}</p>
            <LocalizedLink route="mediaArticles" className={button({ variant: 'brand' })}>
              {t`Lire les articles`}
            </LocalizedLink>
          </>
        ) : (
          <ul className={grid({ gap: '5', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
            {shown.map((article) => (
              <li key={article.id}>
                <ArticleCardView article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </TalentPanel>
    </TalentLayout>
  )
}

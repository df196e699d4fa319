import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import type { PopularPageType } from '~/domain/enums'
import { useLocale } from '~/i18n/use-locale'
import { Band } from '~/ui/container'
import { SeeMoreLink } from '~/ui/section-header'
import { popularPagesQuery } from './pages.queries'
import { PopularPageLinks, popularColumns } from './popular-page-links'

/**
 * "Most visited" block (docs/product.md#pages): popular sectors, cities and jobs, each up to 5 job pages and 5
 * internship pages, and a see-all link. Loaded with the page; refetched when the locale changes.
 */
export function MostVisited() {
  const { t } = useLingui()
  const locale = useLocale()
  // A failure is only logged (docs/product.md#errors): the block then simply does not show.
  const { data: pages = [] } = useQuery(popularPagesQuery(locale))
  if (pages.length === 0) return null
  const columns: { type: PopularPageType; title: string }[] = [
    { type: 'secteur', title: t`Secteurs populaires` },
    { type: 'geoloc', title: t`Villes populaires` },
    { type: 'metier', title: t`Métiers populaires` },
  ]
  return (
    <Band labelledBy="most-visited-title" className={css({ bg: 'bg.subtle', py: { base: '10', md: '14' } })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: '4',
          flexWrap: 'wrap',
        })}
      >
        <h2 id="most-visited-title" className={css({ textStyle: 'blockTitle' })}>
          {t`Les recherches les plus populaires`}
        </h2>
        <SeeMoreLink route="pagesAll">{t`Voir toutes les recherches`}</SeeMoreLink>
      </div>
      <div className={cx(popularColumns, css({ mt: '6' }))}>
        {columns.map((column) => (
          <div key={column.type}>
            <h3 className={css({ fontWeight: '800', mb: '3', color: 'fg.brand' })}>{column.title}</h3>
            <PopularPageLinks pages={pages.filter((page) => page.type === column.type)} />
          </div>
        ))}
      </div>
    </Band>
  )
}

import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import type { PopularPageType } from '~/domain/enums'
import { Container } from '~/ui/container'
import { PopularPageLinks, popularColumns } from './popular-page-links'
import type { PopularPageLink } from './popular-pages.model'

/** `/pages/all-category`: every popular page, by sector, city and job, job pages then internships. */
export function AllPopularPages({ pages }: { pages: PopularPageLink[] }) {
  const { t } = useLingui()
  const columns: { type: PopularPageType; title: string }[] = [
    { type: 'secteur', title: t`Par secteur` },
    { type: 'geoloc', title: t`Par ville et région` },
    { type: 'metier', title: t`Par métier` },
  ]
  const kinds = [
    { kind: 'emploi' as const, title: t`Emplois` },
    { kind: 'stage' as const, title: t`Stages` },
  ]
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <h1 className={css({ textStyle: 'listTitle' })}>{t`Toutes les recherches populaires`}</h1>
      <div className={cx(popularColumns, css({ mt: '8' }))}>
        {columns.map((column) => (
          <section key={column.type} aria-labelledby={`popular-${column.type}`}>
            <h2 id={`popular-${column.type}`} className={css({ textStyle: 'heading', color: 'fg.brand' })}>
              {column.title}
            </h2>
            {kinds.map(({ kind, title }) => (
              <div key={kind} className={css({ mt: '4' })}>
                <h3
                  className={css({
                    fontWeight: '800',
                    color: 'fg.muted',
                    fontSize: 'sm',
                    textTransform: 'uppercase',
                  })}
                >
                  {title}
                </h3>
                <PopularPageLinks
                  pages={pages.filter((page) => page.type === column.type && page.kind === kind)}
                  className={css({ mt: '2' })}
                />
              </div>
            ))}
          </section>
        ))}
      </div>
    </Container>
  )
}

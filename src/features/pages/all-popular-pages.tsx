import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { PopularPageType } from '~/domain/enums'
import { LocalizedLink } from '~/i18n/localized-link'
import { Container } from '~/ui/container'
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
      <h1
        className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: '800', letterSpacing: '-0.02em' })}
      >
        {t`Toutes les recherches populaires`}
      </h1>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          gap: '8',
          mt: '8',
        })}
      >
        {columns.map((column) => (
          <section key={column.type} aria-labelledby={`popular-${column.type}`}>
            <h2
              id={`popular-${column.type}`}
              className={css({ fontSize: 'xl', fontWeight: '800', color: 'fg.brand' })}
            >
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
                <ul className={css({ display: 'grid', gap: '1.5', mt: '2' })}>
                  {pages
                    .filter((page) => page.type === column.type && page.kind === kind)
                    .map((page) => (
                      <li key={page.slug}>
                        <LocalizedLink
                          route="popularPage"
                          params={{ page: page.slug }}
                          className={css({
                            color: 'fg.default',
                            _hover: { color: 'fg.brand', textDecoration: 'underline' },
                          })}
                        >
                          {page.title}
                        </LocalizedLink>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </Container>
  )
}

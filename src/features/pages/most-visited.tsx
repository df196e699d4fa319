import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { css } from 'styled-system/css'
import type { PopularPageType } from '~/domain/enums'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { Container } from '~/ui/container'
import { popularPagesQuery } from './pages.queries'

/**
 * "Most visited" block (spec §2): popular sectors, cities and jobs, each up to 5 job pages and 5
 * internship pages, and a see-all link. Loaded with the page; refetched when the locale changes.
 */
export function MostVisited() {
  const { t } = useLingui()
  const locale = useLocale()
  // A failure is only logged (spec §8): the block then simply does not show.
  const { data: pages = [] } = useQuery(popularPagesQuery(locale))
  if (pages.length === 0) return null
  const columns: { type: PopularPageType; title: string }[] = [
    { type: 'secteur', title: t`Secteurs populaires` },
    { type: 'geoloc', title: t`Villes populaires` },
    { type: 'metier', title: t`Métiers populaires` },
  ]
  return (
    <section
      aria-labelledby="most-visited-title"
      className={css({ bg: 'bg.subtle', py: { base: '10', md: '14' } })}
    >
      <Container>
        <div
          className={css({
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: '4',
            flexWrap: 'wrap',
          })}
        >
          <h2
            id="most-visited-title"
            className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800' })}
          >
            {t`Les recherches les plus populaires`}
          </h2>
          <LocalizedLink
            route="pagesAll"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              fontWeight: '700',
              color: 'fg.brand',
            })}
          >
            {t`Voir toutes les recherches`}
            <ArrowRight size={16} aria-hidden="true" />
          </LocalizedLink>
        </div>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
            gap: '8',
            mt: '6',
          })}
        >
          {columns.map((column) => (
            <div key={column.type}>
              <h3 className={css({ fontWeight: '800', mb: '3', color: 'fg.brand' })}>{column.title}</h3>
              <ul className={css({ display: 'grid', gap: '1.5' })}>
                {pages
                  .filter((page) => page.type === column.type)
                  .map((page) => (
                    <li key={page.slug}>
                      <LocalizedLink
                        route="popularPage"
                        params={{ page: page.slug }}
                        className={css({
                          color: 'fg.default',
                          textDecoration: 'none',
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
        </div>
      </Container>
    </section>
  )
}

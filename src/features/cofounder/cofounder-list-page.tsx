import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { ArrowRight } from 'lucide'
import { type ReactNode, useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { threeColumnGrid } from '~/ui/card-list-section'
import { Container } from '~/ui/container'
import { LineIcon } from '~/ui/line-icon'
import { ListHeader, NoResults } from '~/ui/list-page'
import { cofounderListQuery } from './cofounder.queries'
import { CofounderCard } from './cofounder-card'
import { type CofounderListSearch, MAX_LIST_PAGES } from './project-list-url'
import { PublishProjectBanner } from './publish-project-banner'

/**
 * `/cofondateur/projets` (docs/product.md#pages co-founder listing): title, search, project cards, "load more" and the
 * no-result state. The URL holds the search and how many pages are shown, so it can be shared as is.
 */
export function CofounderListPage({
  search,
  onSearch,
  renderMoreLink,
}: {
  search: CofounderListSearch
  onSearch: (next: CofounderListSearch) => void
  /** A link to the same list with one more page (the route owns the router's typed link). */
  renderMoreLink: (
    next: CofounderListSearch,
    props: { className: string; children: ReactNode; onClick: () => void },
  ) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const query = search.query ?? ''
  const pages = search.page ?? 1
  const { data } = useSuspenseInfiniteQuery(cofounderListQuery(locale, query))
  const loading = useRouterState({ select: (state) => state.isLoading })
  // The cache may hold more pages than the URL asks for (a visit to page 1 after loading more).
  const shownPages = data.pages.slice(0, pages)
  const projects = shownPages.flatMap((page) => page.projects)
  const total = data.pages[0]?.total ?? 0
  const shown = projects.length
  const canLoadMore = shown < total && pages < MAX_LIST_PAGES

  // After "load more", focus goes to the first new card, so keyboard users continue from there.
  const list = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || projects.length <= from) return
    focusFrom.current = null
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.querySelector('a')?.focus()
  }, [projects.length])

  return (
    <>
      <ListHeader
        title={t`Projets à rejoindre`}
        summary={i18n._(
          msg`${plural(total, { one: '# projet à impact cherche son associé ou son associée', other: '# projets à impact cherchent leur associé ou leur associée' })}`,
        )}
        search={{
          id: 'cofounder-search',
          label: t`Rechercher un projet`,
          placeholder: t`Ex. : vélo, alimentation, école`,
          query,
          onSubmit: (text) => onSearch(text ? { query: text } : {}),
        }}
      />
      <Container className={css({ py: '8' })} aria-busy={loading}>
        {total === 0 ? (
          <NoResults
            title={t`Aucun projet ne correspond à votre recherche.`}
            hint={t`Essayez d'autres mots-clés, ou parcourez tous les projets.`}
            action={
              query && (
                <LocalizedLink
                  route="cofounderProjects"
                  className={cx(button({ variant: 'brand' }), css({ mt: '6' }))}
                >
                  {t`Voir tous les projets`}
                </LocalizedLink>
              )
            }
          />
        ) : (
          <>
            <ul ref={list} className={threeColumnGrid}>
              {projects.map((project) => (
                <li key={project.id}>
                  <CofounderCard project={project} headingLevel={2} />
                </li>
              ))}
            </ul>
            <div className={grid({ gap: '3', justifyItems: 'center', mt: '8' })}>
              <p className={css({ textStyle: 'meta' })}>
                {i18n._(
                  msg`${plural(shown, { one: `# projet affiché sur ${total}`, other: `# projets affichés sur ${total}` })}`,
                )}
              </p>
              {canLoadMore &&
                renderMoreLink(
                  { ...search, page: pages + 1 },
                  {
                    className: button({ variant: 'outline', size: 'lg' }),
                    onClick: () => {
                      focusFrom.current = projects.length
                    },
                    children: (
                      <>
                        {loading ? t`Chargement…` : t`Voir plus de projets`}
                        <LineIcon icon={ArrowRight} size={16} aria-hidden="true" />
                      </>
                    ),
                  },
                )}
            </div>
          </>
        )}
        <PublishProjectBanner className={css({ mt: '12' })} />
      </Container>
    </>
  )
}

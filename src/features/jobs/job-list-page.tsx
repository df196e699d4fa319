import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Info, Search, SearchX } from 'lucide-react'
import { Fragment, type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import { useAuthUser } from '~/features/auth/use-auth'
import { Banner } from '~/features/banners/banners'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { Container } from '~/ui/container'
import { Dialog } from '~/ui/dialog'
import { Pagination } from '~/ui/pagination'
import { filterGroups } from './job-filter-options'
import { type FilterDefinition, JobFilterBar } from './job-filters'
import { jobSearchQuery } from './jobs.queries'
import { type JobListSearch, type JobSearchParams, searchParamsFromUrl, toListSearch } from './jobs.search'
import { OfferCard } from './offer-card'

function ExactMatchTip() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          color: 'fg.brand',
          fontWeight: '700',
          fontSize: 'sm',
          cursor: 'pointer',
        })}
      >
        <Info size={16} aria-hidden="true" />
        {t`Astuce : la recherche exacte`}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Chercher une expression exacte`}>
        <p>{t`Mettez une expression entre guillemets pour ne trouver que les offres qui la contiennent telle quelle.`}</p>
        <p className={css({ mt: '3' })}>
          {t`Par exemple, "chef de projet" énergie trouve les offres de chef de projet qui parlent d'énergie, mais pas les projets d'un chef cuisinier.`}
        </p>
        <p
          className={css({ mt: '3', color: 'fg.muted' })}
        >{t`Les accents et les majuscules ne comptent pas : energie trouve aussi énergie.`}</p>
      </Dialog>
    </>
  )
}

/**
 * The job list (spec §2 generic list page): search bar, filters with disjunctive counts, title and
 * subtitle, cards, no-result block, pagination, free text. The whole state is the URL (`search`).
 */
/** The invitation banner comes after this many cards (a full row on large screens). */
const BANNER_AFTER_CARD = 6

export function JobListPage({
  search,
  onSearch,
  renderPageLink,
  seoText,
  heading,
}: {
  /** A popular page's own title and introduction instead of the list's. */
  heading?: { title: string; intro?: string }
  search: JobListSearch
  onSearch: (next: JobListSearch) => void
  renderPageLink: (
    search: JobListSearch,
    props: { className: string; children: ReactNode; 'aria-label': string; 'aria-current'?: 'page' },
  ) => ReactNode
  seoText?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const params = searchParamsFromUrl(search)
  const { data } = useSuspenseQuery(jobSearchQuery(locale, params))
  const user = useAuthUser()
  const loading = useRouterState({ select: (state) => state.isLoading })
  const update = (next: Partial<JobSearchParams>) => onSearch(toListSearch({ ...params, page: 1, ...next }))
  const definitions: FilterDefinition[] = [
    { key: 'zones', title: t`Région`, groups: filterGroups('zones', data.facets, i18n) },
    { key: 'remote', title: t`Télétravail`, groups: filterGroups('remote', data.facets, i18n) },
    {
      key: 'contrat_type',
      title: t`Type de contrat`,
      groups: filterGroups('contrat_type', data.facets, i18n),
    },
    {
      key: 'number_employes',
      title: t`Taille de l'entreprise`,
      groups: filterGroups('number_employes', data.facets, i18n),
    },
    { key: 'sector_activity', title: t`Secteur`, groups: filterGroups('sector_activity', data.facets, i18n) },
    { key: 'category_metier', title: t`Métier`, groups: filterGroups('category_metier', data.facets, i18n) },
  ]
  const hasActiveFilters = Object.keys(params.filters).length > 0 || params.query !== ''
  return (
    <>
      <section
        className={css({
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
          py: { base: '6', md: '8' },
        })}
      >
        <Container>
          <h1
            className={css({
              fontSize: { base: '2xl', md: '4xl' },
              fontWeight: '800',
              letterSpacing: '-0.02em',
            })}
          >
            {heading?.title ?? t`Offres d'emploi à impact`}
          </h1>
          {heading?.intro && <p className={css({ mt: '2', maxW: '75ch' })}>{heading.intro}</p>}
          <p className={css({ color: 'fg.muted', mt: '1' })} aria-live="polite">
            {i18n._(
              msg`${plural(data.total, { one: '# offre dans des organisations engagées pour la société et l’environnement', other: '# offres dans des organisations engagées pour la société et l’environnement' })}`,
            )}
          </p>
          <form
            role="search"
            className={css({ display: 'flex', gap: '2', mt: '5', maxW: '3xl' })}
            onSubmit={(event) => {
              event.preventDefault()
              const query = new FormData(event.currentTarget).get('query')
              update({ query: typeof query === 'string' ? query.trim() : '' })
            }}
          >
            <label htmlFor="job-search" className={css({ srOnly: true })}>
              {t`Métier, mot-clé ou entreprise`}
            </label>
            <input
              id="job-search"
              key={params.query}
              name="query"
              type="search"
              defaultValue={params.query}
              placeholder={t`Ex. : "chef de projet" énergie`}
              className={css({
                flex: '1',
                minW: '0',
                h: '12',
                px: '4',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'control',
                bg: 'bg.surface',
              })}
            />
            <button type="submit" className={button({ variant: 'accent', size: 'lg' })}>
              <Search size={18} aria-hidden="true" />
              <span className={css({ srOnly: { base: true, sm: false } })}>{t`Rechercher`}</span>
            </button>
          </form>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '3',
              alignItems: 'center',
              justifyContent: 'space-between',
              mt: '4',
            })}
          >
            <JobFilterBar
              definitions={definitions}
              filters={params.filters}
              onChange={(filters) => update({ filters })}
            />
            <ExactMatchTip />
          </div>
        </Container>
      </section>
      {/* Busy while the next results load: the cards shown are still the previous search's. */}
      <Container className={css({ py: '8' })} aria-busy={loading}>
        {data.total === 0 ? (
          <div
            className={css({
              textAlign: 'center',
              py: '16',
              bg: 'bg.surface',
              borderRadius: 'card',
              borderWidth: '1px',
              borderColor: 'border.subtle',
            })}
          >
            <SearchX size={40} aria-hidden="true" className={css({ mx: 'auto', color: 'fg.muted' })} />
            <h2
              className={css({ fontSize: 'xl', fontWeight: '800', mt: '4' })}
            >{t`Désolé, aucune offre ne correspond à votre recherche.`}</h2>
            <p
              className={css({ color: 'fg.muted', mt: '2' })}
            >{t`Essayez d'autres mots-clés ou retirez des filtres.`}</p>
            {hasActiveFilters && (
              <button
                type="button"
                className={`${button({ variant: 'brand' })} ${css({ mt: '6' })}`}
                onClick={() => onSearch({})}
              >
                {t`Réinitialiser la recherche`}
              </button>
            )}
          </div>
        ) : (
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' },
              gap: '4',
            })}
          >
            {data.offers.map((offer, index) => (
              <Fragment key={offer.id}>
                <li>
                  <OfferCard offer={offer} headingLevel={2} />
                </li>
                {index === BANNER_AFTER_CARD - 1 && (
                  <li className={css({ gridColumn: '1 / -1' })}>
                    <Banner kind={user ? 'createAlert' : 'createAccount'} />
                  </li>
                )}
              </Fragment>
            ))}
          </ul>
        )}
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          renderLink={(page, props) => renderPageLink(toListSearch({ ...params, page }), props)}
        />
        {seoText && <div className={css({ mt: '12', maxW: '75ch', color: 'fg.default' })}>{seoText}</div>}
      </Container>
    </>
  )
}

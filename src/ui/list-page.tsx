import { useLingui } from '@lingui/react/macro'
import { Search, SearchX } from 'lucide'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { LineIcon } from '~/ui/line-icon'
import { button } from './button'
import { cardSurface } from './card'
import { Container } from './container'

/** The list's header: a band on the page's surface, ruled below. */
const listHeaderBand = css({
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  py: { base: '6', md: '8' },
})

/** The frame of a list page's top (docs/product.md#pages): title, optional introduction, result summary (announced when it changes). */
export function ListHeaderFrame({
  title,
  above,
  intro,
  summary,
  children,
}: {
  title: string
  /** Above the title (e.g. a link to the parent list). */
  above?: ReactNode
  intro?: string
  summary: string
  children: ReactNode
}) {
  return (
    <section className={listHeaderBand}>
      <Container>
        {above}
        <h1 className={css({ textStyle: 'listTitle' })}>{title}</h1>
        {intro && <p className={css({ mt: '2', maxW: '75ch' })}>{intro}</p>}
        <p className={css({ color: 'fg.muted', mt: '1' })} aria-live="polite">
          {summary}
        </p>
        {children}
      </Container>
    </section>
  )
}

/** The top of a generic list page: the frame, the keyword search form and, when the list has some, filters. */
export function ListHeader({
  title,
  intro,
  summary,
  search,
  filters,
  aside,
}: {
  title: string
  intro?: string
  summary: string
  search: { id: string; label: string; placeholder: string; query: string; onSubmit: (query: string) => void }
  filters?: ReactNode
  /** Next to the filters (e.g. a search tip). */
  aside?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <ListHeaderFrame title={title} intro={intro} summary={summary}>
      <form
        role="search"
        className={css({ display: 'flex', gap: '2', mt: '5', maxW: '3xl' })}
        onSubmit={(event) => {
          event.preventDefault()
          const query = new FormData(event.currentTarget).get('query')
          search.onSubmit(typeof query === 'string' ? query.trim() : '')
        }}
      >
        <label htmlFor={search.id} className={css({ srOnly: true })}>
          {search.label}
        </label>
        <input
          id={search.id}
          key={search.query}
          name="query"
          type="search"
          defaultValue={search.query}
          placeholder={search.placeholder}
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
          <LineIcon icon={Search} size={18} aria-hidden="true" />
          <span className={css({ srOnly: { base: true, sm: false } })}>{t`Rechercher`}</span>
        </button>
      </form>
      {(filters || aside) && (
        <div className={hstack({ gap: '3', flexWrap: 'wrap', justifyContent: 'space-between', mt: '4' })}>
          {filters}
          {aside}
        </div>
      )}
    </ListHeaderFrame>
  )
}

/**
 * The no-result block of a list, with a way out when the visitor searched or filtered: a reset button
 * (`onReset`) or any link (`action`).
 */
export function NoResults({
  title,
  hint,
  onReset,
  action,
}: {
  title: string
  hint?: string
  onReset?: () => void
  action?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <div className={cx(cardSurface, css({ textAlign: 'center', py: '16', px: '4' }))}>
      <LineIcon
        icon={SearchX}
        size={40}
        aria-hidden="true"
        className={css({ mx: 'auto', color: 'fg.muted' })}
      />
      <h2 className={css({ textStyle: 'heading', mt: '4' })}>{title}</h2>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        {hint ?? t`Essayez d'autres mots-clés ou retirez des filtres.`}
      </p>
      {onReset && (
        <button
          type="button"
          className={`${button({ variant: 'brand' })} ${css({ mt: '6' })}`}
          onClick={onReset}
        >
          {t`Réinitialiser la recherche`}
        </button>
      )}
      {action}
    </div>
  )
}

/** Result cards: one column on phones, two on large screens. */
export const resultGrid = grid({ gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' } })

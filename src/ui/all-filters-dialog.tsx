import { useLingui } from '@lingui/react/macro'
import { SlidersHorizontal } from 'lucide'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { LineIcon } from '~/ui/line-icon'
import { button } from './button'
import { Dialog } from './dialog'
import { barButton, CountBadge } from './filter-bar-button'
import { FilterChecklist } from './filter-checklist'
import type { FilterDefinition, FilterSelection } from './filter-options'

/** All filters in one modal (phones, and the non-main filters on desktop): submit applies, reset clears. */
export function AllFiltersDialog<K extends string>({
  definitions,
  mainFilters,
  filters,
  submitLabel,
  className,
  onApply,
}: {
  definitions: FilterDefinition<K>[]
  mainFilters: readonly K[]
  filters: FilterSelection<K>
  submitLabel: string
  className?: string
  onApply: (filters: FilterSelection<K>) => void
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState<FilterSelection<K>>(filters)
  const extraCount = definitions
    .filter((definition) => !mainFilters.includes(definition.key))
    .reduce((sum, definition) => sum + (filters[definition.key]?.length ?? 0), 0)
  return (
    <>
      <button
        type="button"
        className={cx(barButton, className)}
        onClick={() => {
          setPending(filters)
          setOpen(true)
        }}
      >
        <LineIcon icon={SlidersHorizontal} size={16} aria-hidden="true" />
        {t`Tous les filtres`}
        <CountBadge count={extraCount} />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Tous les filtres`}>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setOpen(false)
            onApply(pending)
          }}
        >
          <div className={grid({ gap: '6' })}>
            {definitions.map((definition) => (
              <section key={definition.key}>
                <h3 className={css({ fontWeight: '800', mb: '2' })}>{definition.title}</h3>
                <FilterChecklist
                  definition={definition}
                  selected={pending[definition.key] ?? []}
                  onChange={(values) => setPending({ ...pending, [definition.key]: values })}
                />
              </section>
            ))}
          </div>
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: '2',
              mt: '6',
              position: 'sticky',
              bottom: '-5',
              bg: 'bg.surface',
              py: '3',
            })}
          >
            <button type="button" className={button({ variant: 'outline' })} onClick={() => setPending({})}>
              {t`Réinitialiser`}
            </button>
            <button type="submit" className={button({ variant: 'brand' })}>
              {submitLabel}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  )
}

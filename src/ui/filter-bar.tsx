import { css } from 'styled-system/css'
import { hstack } from 'styled-system/patterns'
import { AllFiltersDialog } from './all-filters-dialog'
import { FilterDropdown } from './filter-dropdown'
import type { FilterDefinition, FilterSelection } from './filter-options'

/**
 * The filter bar of a list (docs/product.md#states filter form): the main filters as dropdowns on large screens,
 * every filter in one modal (the only way on phones; on large screens only when some are not main).
 */
export function FilterBar<K extends string>({
  definitions,
  mainFilters,
  filters,
  submitLabel,
  onChange,
}: {
  definitions: FilterDefinition<K>[]
  mainFilters: readonly K[]
  filters: FilterSelection<K>
  /** The all-filters modal's submit button ("Show job offers"). */
  submitLabel: string
  onChange: (filters: FilterSelection<K>) => void
}) {
  const allMain = definitions.every((definition) => mainFilters.includes(definition.key))
  return (
    <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
      {definitions
        .filter((definition) => mainFilters.includes(definition.key))
        .map((definition) => (
          <div key={definition.key} className={css({ display: { base: 'none', lg: 'block' } })}>
            <FilterDropdown
              definition={definition}
              selected={filters[definition.key] ?? []}
              onApply={(values) => onChange({ ...filters, [definition.key]: values })}
            />
          </div>
        ))}
      <AllFiltersDialog
        definitions={definitions}
        mainFilters={mainFilters}
        filters={filters}
        submitLabel={submitLabel}
        className={allMain ? css({ lg: { display: 'none' } }) : undefined}
        onApply={onChange}
      />
    </div>
  )
}

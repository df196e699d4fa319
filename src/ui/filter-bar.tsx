import { useLingui } from '@lingui/react/macro'
import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from './button'
import { Dialog } from './dialog'
import type { FilterGroup } from './filter-options'
import { menuPopover } from './menu'
import { Popover, preloadPopover } from './popover'

/** One filter of a list: its key in the URL, its title and its options with their counts. */
export type FilterDefinition<K extends string = string> = { key: K; title: string; groups: FilterGroup[] }

/** The chosen values of each filter. */
export type FilterSelection<K extends string = string> = { [Key in K]?: readonly string[] }

const checkboxRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  py: '1.5',
  cursor: 'pointer',
  '&:has(input:disabled)': { color: 'fg.muted', cursor: 'not-allowed' },
})
const checkbox = css({ w: '4.5', h: '4.5', accentColor: 'token(colors.teal.700)', flexShrink: 0 })

/**
 * Checkbox lists of one filter. A two-level group has a select-all box (spec §4 "all"): ticking it
 * selects every option of the group, unticking one option unticks it, ticking all the others ticks it.
 */
function FilterChecklist({
  definition,
  selected,
  onChange,
}: {
  definition: FilterDefinition
  selected: readonly string[]
  onChange: (values: string[]) => void
}) {
  const toggle = (values: string[], on: boolean) =>
    onChange(
      on ? [...new Set([...selected, ...values])] : selected.filter((value) => !values.includes(value)),
    )
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {definition.groups.map((group) => {
        const values = group.options.map((option) => option.value)
        const ticked = values.filter((value) => selected.includes(value))
        return (
          <fieldset key={group.key} className={css({ display: 'grid' })}>
            {group.label ? (
              <legend className={css({ w: 'full' })}>
                <label className={cx(checkboxRow, css({ fontWeight: '800' }))}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={ticked.length === values.length}
                    ref={(input) => {
                      if (input) input.indeterminate = ticked.length > 0 && ticked.length < values.length
                    }}
                    onChange={(event) => toggle(values, event.target.checked)}
                  />
                  {group.label}
                </label>
              </legend>
            ) : (
              <legend className={css({ srOnly: true })}>{definition.title}</legend>
            )}
            <div className={css({ display: 'grid', pl: group.label ? '6' : '0' })}>
              {group.options.map((option) => (
                <label key={option.value} className={checkboxRow}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    value={option.value}
                    checked={selected.includes(option.value)}
                    disabled={option.count === 0 && !selected.includes(option.value)}
                    onChange={(event) => toggle([option.value], event.target.checked)}
                  />
                  <span className={css({ flex: '1' })}>{option.label}</span>
                  <span
                    className={css({ color: 'fg.muted', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}
                  >
                    {option.count}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}

const barButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  px: '3.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontWeight: '700',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { borderColor: 'teal.500' },
  '&[aria-expanded=true], &[data-active=true]': {
    borderColor: 'teal.700',
    bg: 'brand.subtle',
    color: 'fg.brand',
  },
})

function CountBadge({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <span
      className={css({
        minW: '5',
        h: '5',
        px: '1.5',
        borderRadius: 'full',
        bg: 'brand.solid',
        color: 'fg.onBrand',
        fontSize: 'xs',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
      })}
    >
      {count}
    </span>
  )
}

/** One filter as a dropdown: choices are applied with the button (or cleared); outside click closes it. */
function FilterDropdown({
  definition,
  selected,
  onApply,
}: {
  definition: FilterDefinition
  selected: readonly string[]
  onApply: (values: readonly string[]) => void
}) {
  const { t } = useLingui()
  const anchor = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState<readonly string[]>(selected)
  return (
    <>
      <button
        ref={anchor}
        type="button"
        className={barButton}
        data-active={selected.length > 0}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
        onClick={() => {
          if (!open) setPending(selected)
          setOpen(!open)
        }}
      >
        {definition.title}
        <CountBadge count={selected.length} />
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <Popover
        anchor={anchor}
        open={open}
        onOpenChange={setOpen}
        className={cx(menuPopover, css({ w: '80', maxH: '72', overflowY: 'auto', p: '4' }))}
        label={definition.title}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setOpen(false)
            onApply(pending)
          }}
        >
          <FilterChecklist definition={definition} selected={pending} onChange={setPending} />
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: '2',
              mt: '4',
              position: 'sticky',
              bottom: '0',
              bg: 'bg.surface',
              pt: '2',
            })}
          >
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => setPending([])}
            >
              {t`Effacer`}
            </button>
            <button type="submit" className={button({ variant: 'brand', size: 'sm' })}>
              {t`Appliquer`}
            </button>
          </div>
        </form>
      </Popover>
    </>
  )
}

/** All filters in one modal (phones, and the non-main filters on desktop): submit applies, reset clears. */
function AllFiltersDialog<K extends string>({
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
        <SlidersHorizontal size={16} aria-hidden="true" />
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
          <div className={css({ display: 'grid', gap: '6' })}>
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

/**
 * The filter bar of a list (spec §4 filter form): the main filters as dropdowns on large screens,
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
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
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

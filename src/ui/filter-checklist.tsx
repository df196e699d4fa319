import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import type { FilterDefinition } from './filter-options'

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
 * Checkbox lists of one filter. A two-level group has a select-all box (docs/product.md#states "all"): ticking it
 * selects every option of the group, unticking one option unticks it, ticking all the others ticks it.
 */
export function FilterChecklist({
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
    <div className={grid({ gap: '3' })}>
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
                  <span className={css({ textStyle: 'meta', fontVariantNumeric: 'tabular-nums' })}>
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

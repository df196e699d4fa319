import { useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import { LineIcon } from '~/ui/line-icon'
import { button, wrappingLabel } from './button'

/** An entry's frame. */
const entryFieldset = css({
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'card',
  p: '4',
  minW: '0',
})

/** A list of entries (experiences, diplomas): each in its own titled fieldset with a remove button. */
export function EntryList({
  count,
  legend,
  renderEntry,
  onRemove,
  onAdd,
  addLabel,
  emptyText,
  canAdd = true,
}: {
  count: number
  legend: (index: number) => string
  renderEntry: (index: number) => ReactNode
  onRemove: (index: number) => void
  onAdd: () => void
  addLabel: string
  emptyText: string
  /** False when the list is full: the add button goes. */
  canAdd?: boolean
}) {
  const { t } = useLingui()
  return (
    <div className={grid({ gap: '4' })}>
      {count === 0 && <p className={css({ color: 'fg.muted' })}>{emptyText}</p>}
      {Array.from({ length: count }, (_, index) => (
        <fieldset
          // Entries are edited in place and reordered only on save: their index is their identity here.
          key={index}
          // A fieldset is as wide as its widest content unless told otherwise: a long diploma name would widen the page.
          className={entryFieldset}
        >
          <legend
            className={css({ textStyle: 'subheading', px: '1', maxW: 'full', overflowWrap: 'anywhere' })}
          >
            {legend(index)}
          </legend>
          <div className={grid({ gap: '4' })}>
            {renderEntry(index)}
            <div>
              <button
                type="button"
                className={cx(button({ variant: 'ghost', size: 'sm' }), hstack({ gap: '1.5' }))}
                // The entry's name tells screen readers which one goes; sighted users see it in the legend above.
                aria-label={t`Supprimer : ${legend(index)}`}
                onClick={() => onRemove(index)}
              >
                <LineIcon icon={Trash2} size={16} aria-hidden="true" />
                {t`Supprimer`}
              </button>
            </div>
          </div>
        </fieldset>
      ))}
      {canAdd && (
        <div>
          <button
            type="button"
            className={cx(button({ variant: 'outline' }), hstack({ gap: '1.5' }), wrappingLabel)}
            onClick={onAdd}
          >
            <LineIcon icon={Plus} size={18} aria-hidden="true" />
            {addLabel}
          </button>
        </div>
      )}
    </div>
  )
}

import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide'
import { useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { LineIcon } from '~/ui/line-icon'
import { button } from './button'
import { barButton, CountBadge } from './filter-bar-button'
import { FilterChecklist } from './filter-checklist'
import type { FilterDefinition } from './filter-options'
import { menuPopover } from './menu'
import { Popover, preloadPopover } from './popover'

/** One filter as a dropdown: choices are applied with the button (or cleared); outside click closes it. */
export function FilterDropdown({
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
        <LineIcon icon={ChevronDown} size={16} aria-hidden="true" />
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

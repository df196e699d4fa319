import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { grid, hstack } from 'styled-system/patterns'
import type { SdgGoal } from '~/domain/enums'
import { SDG_LABELS } from '~/i18n/labels'

/**
 * The UN's colour of each sustainable development goal. Only a decorative stripe beside the goal's name
 * (several colours are too light for text on them, so the text stays on the card's background).
 */
const SDG_COLORS: Record<SdgGoal, string> = {
  1: '#e5243b',
  2: '#dda63a',
  3: '#4c9f38',
  4: '#c5192d',
  5: '#ff3a21',
  6: '#26bde2',
  7: '#fcc30b',
  8: '#a21942',
  9: '#fd6925',
  10: '#dd1367',
  11: '#fd9d24',
  12: '#bf8b2e',
  13: '#3f7e44',
  14: '#0a97d9',
  15: '#56c02b',
  16: '#00689d',
  17: '#19486a',
}

const item = hstack({
  gap: '3',
  py: '2',
  pl: '3',
  pr: '2',
  borderLeftWidth: '6px',
  borderRadius: 'control',
  bg: 'bg.subtle',
  fontSize: 'sm',
  fontWeight: '600',
})

/** A company's commitments: the goals it works on, numbered and named (docs/product.md#pages company detail). */
export function SdgCommitments({ goals }: { goals: SdgGoal[] }) {
  const { t, i18n } = useLingui()
  return (
    <ul className={grid({ gap: '2' })}>
      {goals.map((goal) => (
        <li key={goal} className={item} style={{ borderLeftColor: SDG_COLORS[goal] }}>
          <span
            aria-hidden="true"
            className={css({ fontWeight: '800', minW: '6', fontVariantNumeric: 'tabular-nums' })}
          >
            {goal}
          </span>
          <span>
            <span className={css({ srOnly: true })}>{t`Objectif ${goal} :`} </span>
            {i18n._(SDG_LABELS[goal])}
          </span>
        </li>
      ))}
    </ul>
  )
}

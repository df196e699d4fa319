import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'

/** The small "new" badge beside a menu entry or a section that has just opened. */
export function NewMark() {
  const { t } = useLingui()
  return (
    <span
      className={css({
        fontSize: '2xs',
        fontWeight: '800',
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
        bg: 'accent.solid',
        color: 'fg.onAccent',
        px: '1.5',
        py: '0.5',
        borderRadius: 'full',
      })}
    >
      {t`Nouveau`}
    </span>
  )
}

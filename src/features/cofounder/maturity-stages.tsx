import { useLingui } from '@lingui/react/macro'
import { Check } from 'lucide'
import { css, cva, cx } from 'styled-system/css'
import { COFOUNDER_MATURITIES, type CofounderMaturity } from '~/domain/enums'
import { COFOUNDER_MATURITY_LABELS } from '~/i18n/labels'
import { iconBubble } from '~/ui/icon-bubble'
import { LineIcon } from '~/ui/line-icon'

type StageState = 'passed' | 'current' | 'next'

const stage = cva({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: { base: 'row', sm: 'column' },
    alignItems: 'center',
    gap: { base: '3', sm: '2' },
    flex: '1',
    textAlign: { sm: 'center' },
    fontWeight: '700',
    // The line joining a stage to the previous one (side by side from `sm`).
    _before: {
      content: '""',
      position: 'absolute',
      display: { base: 'none', sm: 'block' },
      h: '1',
      top: '4.5',
      right: '50%',
      w: '100%',
    },
    _first: { _before: { display: 'none' } },
  },
  variants: {
    state: {
      passed: { color: 'fg.default', _before: { bg: 'brand.solid' } },
      current: { color: 'fg.default', _before: { bg: 'brand.solid' } },
      next: { color: 'fg.muted', _before: { bg: 'border.default' } },
    },
  },
})

const dot = cva({
  // Above the line joining the stages.
  base: { position: 'relative', zIndex: 1, borderWidth: '2px', fontWeight: '800' },
  variants: {
    state: {
      passed: { bg: 'brand.solid', borderColor: 'brand.solid', color: 'fg.onBrand' },
      current: {
        bg: 'brand.solid',
        borderColor: 'brand.solid',
        color: 'fg.onBrand',
        outline: '4px solid token(colors.teal.200)',
      },
      next: { bg: 'bg.surface', borderColor: 'border.default', color: 'fg.muted' },
    },
  },
})

/**
 * The four stages of a project (idea → creation → start-up → scale-up): the current one highlighted and
 * announced as the current step, the earlier ones marked as passed.
 */
export function MaturityStages({ maturity }: { maturity: CofounderMaturity }) {
  const { t, i18n } = useLingui()
  const current = COFOUNDER_MATURITIES.indexOf(maturity)
  return (
    <ol
      aria-label={t`Maturité du projet`}
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        gap: { base: '3', sm: '0' },
      })}
    >
      {COFOUNDER_MATURITIES.map((step, index) => {
        const state: StageState = index < current ? 'passed' : index === current ? 'current' : 'next'
        return (
          <li key={step} aria-current={state === 'current' ? 'step' : undefined} className={stage({ state })}>
            <span
              aria-hidden="true"
              className={cx(iconBubble({ tone: 'plain', size: 'md' }), dot({ state }))}
            >
              {state === 'passed' ? <LineIcon icon={Check} size={18} aria-hidden="true" /> : index + 1}
            </span>
            <span>{i18n._(COFOUNDER_MATURITY_LABELS[step])}</span>
          </li>
        )
      })}
    </ol>
  )
}

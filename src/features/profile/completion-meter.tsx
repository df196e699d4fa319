import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'

/** How complete the whole profile is, as a sentence and a bar (docs/product.md#pages). */
export function CompletionMeter({ completion }: { completion: number }) {
  const { t } = useLingui()
  const label = t`Votre profil est complet à ${completion} %`
  return (
    <div className={grid({ gap: '2' })}>
      <p id="profile-completion" className={css({ fontWeight: '700' })}>
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="profile-completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion}
        className={css({ h: '2.5', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' })}
      >
        <div
          className={css({
            h: 'full',
            bg: 'brand.solid',
            borderRadius: 'full',
            transition: 'width 300ms ease-out',
          })}
          style={{ width: `${completion}%` }}
        />
      </div>
    </div>
  )
}

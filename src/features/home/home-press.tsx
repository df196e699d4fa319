import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Band } from '~/ui/container'
import { marketingSection } from '~/ui/hero'

const OUTLETS = ['Le Soir', 'De Standaard', 'RTBF', "L'Echo", 'Bruzz', 'Knack', 'La Libre', 'VRT NWS']

/** The press that wrote about Tremplin: names only, in their own language. */
export function HomePress() {
  const { t } = useLingui()
  return (
    <Band labelledBy="press-title" className={marketingSection({ tone: 'surface' })}>
      <h2
        id="press-title"
        className={css({
          textStyle: 'overline',
          letterSpacing: '0.08em',
          textAlign: 'center',
          color: 'fg.muted',
        })}
      >
        {t`Ils parlent de nous`}
      </h2>
      <ul
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: { base: '6', md: '12' },
          mt: '6',
        })}
      >
        {OUTLETS.map((outlet) => (
          <li
            key={outlet}
            lang="und"
            className={css({
              fontSize: { base: 'lg', md: 'xl' },
              fontWeight: '800',
              color: 'sand.600',
              fontStyle: 'italic',
            })}
          >
            {outlet}
          </li>
        ))}
      </ul>
    </Band>
  )
}

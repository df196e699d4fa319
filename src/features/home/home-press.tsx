import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Band } from '~/ui/container'
import { marketingSection } from '~/ui/hero'

const OUTLETS = ['Le Soir', 'De Standaard', 'RTBF', "L'Echo", 'Bruzz', 'Knack', 'La Libre', 'VRT NWS']

/** The section's small title over the names. */
const pressTitle = css({
  textStyle: 'overline',
  letterSpacing: '0.08em',
  textAlign: 'center',
  color: 'fg.muted',
})

/** The outlets' names, centred, as many on a line as fit. */
const outletList = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: { base: '6', md: '12' },
  mt: '6',
})

/** An outlet's name, set as a masthead. */
const outletName = css({
  fontSize: { base: 'lg', md: 'xl' },
  fontWeight: '800',
  color: 'sand.600',
  fontStyle: 'italic',
})

/** The press that wrote about Tremplin: names only, in their own language. */
export function HomePress() {
  const { t } = useLingui()
  return (
    <Band labelledBy="press-title" className={marketingSection({ tone: 'surface' })}>
      <h2 id="press-title" className={pressTitle}>
        {t`Ils parlent de nous`}
      </h2>
      <ul className={outletList}>
        {OUTLETS.map((outlet) => (
          <li key={outlet} lang="und" className={outletName}>
            {outlet}
          </li>
        ))}
      </ul>
    </Band>
  )
}

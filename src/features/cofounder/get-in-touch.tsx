import { useLingui } from '@lingui/react/macro'
import { Mail } from 'lucide'
import { css } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { CONTACT_REPLY_HOURS } from '~/domain/constants'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { LineIcon } from '~/ui/line-icon'

/** The get-in-touch block: owners publish through the team, so every way to publish leads to it. */
export function GetInTouch() {
  const { t } = useLingui()
  return (
    <section
      aria-labelledby="get-in-touch-title"
      className={grid({
        gap: '6',
        gridTemplateColumns: { base: '1fr', md: '1fr auto' },
        alignItems: 'center',
        p: { base: '6', md: '10' },
        borderRadius: 'card',
        bg: 'accent.subtle',
        borderWidth: '1px',
        borderColor: 'sun.300',
      })}
    >
      <div>
        <h2 id="get-in-touch-title" className={css({ textStyle: 'blockTitle', lineHeight: '1.25' })}>
          {t`Parlons de votre projet`}
        </h2>
        <p className={css({ mt: '2', maxW: '60ch' })}>
          {t`Dites-nous en quelques lignes ce que vous construisez et qui vous cherchez. Notre équipe vous répond sous ${CONTACT_REPLY_HOURS} heures et publie votre projet avec vous.`}
        </p>
      </div>
      <LocalizedLink
        route="contact"
        search={{ subject: 'coFounder' }}
        className={button({ variant: 'brand', size: 'lg' })}
      >
        <LineIcon icon={Mail} size={18} aria-hidden="true" />
        {t`Contacter l'équipe`}
      </LocalizedLink>
    </section>
  )
}

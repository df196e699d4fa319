import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { CONSENT_MAX_AGE_DAYS, DENY_ALL, GRANT_ALL } from '~/domain/consent'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { saveConsent, useConsent } from './consent-store'

const option = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  py: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
})
const checkbox = css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'brand.solid' })

/** The choice, purpose by purpose (loaded when opened from the banner or the footer). */
export default function ConsentSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const { choice } = useConsent()
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false)
  const [advertising, setAdvertising] = useState(choice?.advertising ?? false)
  const ids = { necessary: useId(), analytics: useId(), advertising: useId() }
  const months = Math.round(CONSENT_MAX_AGE_DAYS / 30.4)
  return (
    <Dialog open onClose={onClose} title={t`Paramètres des cookies`}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t`Choisissez ce que vous acceptez. Votre choix est gardé ${months} mois et se change à tout moment depuis le bas de chaque page.`}
      </p>
      <div className={option}>
        <input id={ids.necessary} type="checkbox" checked disabled className={checkbox} />
        <div>
          <label htmlFor={ids.necessary} className={css({ fontWeight: '700' })}>
            {t`Strictement nécessaires`}
          </label>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t`Votre session, votre langue et ce choix. Toujours actifs.`}
          </p>
        </div>
      </div>
      <div className={option}>
        <input
          id={ids.analytics}
          type="checkbox"
          checked={analytics}
          onChange={(event) => setAnalytics(event.target.checked)}
          className={checkbox}
        />
        <div>
          <label htmlFor={ids.analytics} className={css({ fontWeight: '700' })}>
            {t`Mesure d'audience`}
          </label>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t`Un identifiant aléatoire relie vos visites, pour savoir combien de personnes lisent chaque offre. Sans votre accord, les visites sont comptées sans identifiant.`}
          </p>
        </div>
      </div>
      <div className={option}>
        <input
          id={ids.advertising}
          type="checkbox"
          checked={advertising}
          onChange={(event) => setAdvertising(event.target.checked)}
          className={checkbox}
        />
        <div>
          <label htmlFor={ids.advertising} className={css({ fontWeight: '700' })}>
            {t`Publicité`}
          </label>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t`Mesurer et personnaliser nos campagnes sur d'autres sites. Aucun outil publicitaire n'est chargé sans votre accord.`}
          </p>
        </div>
      </div>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end', mt: '5' })}
      >
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => saveConsent(DENY_ALL)}
        >
          {t`Tout refuser`}
        </button>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => saveConsent(GRANT_ALL)}
        >
          {t`Tout accepter`}
        </button>
        <button
          type="button"
          className={button({ size: 'sm' })}
          onClick={() => saveConsent({ analytics, advertising })}
        >
          {t`Enregistrer mes choix`}
        </button>
      </div>
    </Dialog>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { CONSENT_MAX_AGE_MONTHS } from '~/domain/consent'
import { button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { RefuseOrAcceptAll } from './consent-buttons'
import { saveConsent, useConsent } from './consent-store'

const checkbox = css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'brand.solid' })

/** One purpose: its switch, its name, what it does. */
function Purpose({
  label,
  description,
  checked,
  onChange,
}: {
  label: string
  description: string
  checked: boolean
  /** None: always on (strictly necessary). */
  onChange?: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        py: '4',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={!onChange}
        onChange={(event) => onChange?.(event.target.checked)}
        className={checkbox}
      />
      <div>
        <label htmlFor={id} className={css({ fontWeight: '700' })}>
          {label}
        </label>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{description}</p>
      </div>
    </div>
  )
}

/** The choice, purpose by purpose (loaded when opened from the banner or the footer). */
export default function ConsentSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const { choice } = useConsent()
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false)
  const [advertising, setAdvertising] = useState(choice?.advertising ?? false)
  const months = CONSENT_MAX_AGE_MONTHS
  return (
    <Dialog open onClose={onClose} title={t`Paramètres des cookies`}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t`Choisissez ce que vous acceptez. Votre choix est gardé ${months} mois et se change à tout moment depuis le bas de chaque page.`}
      </p>
      <Purpose
        label={t`Strictement nécessaires`}
        description={t`Votre session, votre langue et ce choix. Toujours actifs.`}
        checked
      />
      <Purpose
        label={t`Mesure d'audience`}
        description={t`Un identifiant aléatoire relie vos visites, pour savoir combien de personnes lisent chaque offre. Sans votre accord, les visites sont comptées sans identifiant.`}
        checked={analytics}
        onChange={setAnalytics}
      />
      <Purpose
        label={t`Publicité`}
        description={t`Mesurer et personnaliser nos campagnes sur d'autres sites. Aucun outil publicitaire n'est chargé sans votre accord.`}
        checked={advertising}
        onChange={setAdvertising}
      />
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end', mt: '5' })}
      >
        <RefuseOrAcceptAll acceptVariant="outline" />
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

import { useLingui } from '@lingui/react/macro'
import { DENY_ALL, GRANT_ALL } from '~/domain/consent'
import { button } from '~/ui/button'
import { saveConsent } from './consent-store'

/** "Refuse all" and "Accept all", equally easy (the banner and the settings dialog). */
export function RefuseOrAcceptAll({ acceptVariant = 'brand' }: { acceptVariant?: 'brand' | 'outline' }) {
  const { t } = useLingui()
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={() => saveConsent(DENY_ALL)}
      >
        {t`Tout refuser`}
      </button>
      <button
        type="button"
        className={button({ variant: acceptVariant, size: 'sm' })}
        onClick={() => saveConsent(GRANT_ALL)}
      >
        {t`Tout accepter`}
      </button>
    </>
  )
}

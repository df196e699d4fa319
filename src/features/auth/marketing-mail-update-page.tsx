import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'
import { AccountPageFrame } from './account-page-frame'

/** The outcome of a marketing e-mail's unsubscribe link (spec §8: on error, the setting remains). */
export function MarketingMailUpdatePage({ done }: { done: boolean }) {
  const { t } = useLingui()
  return (
    <AccountPageFrame title={t`E-mails marketing`}>
      <div className={grid({ gap: '5' })}>
        {done ? (
          <FormAlert tone="success">{t`C'est noté : vous ne recevrez plus nos e-mails marketing.`}</FormAlert>
        ) : (
          <FormAlert>
            {t`Ce lien n'a pas pu être traité. Vous pouvez toujours changer cette préférence dans vos paramètres.`}
          </FormAlert>
        )}
        <LocalizedLink route="talentParameters" className={button({ variant: 'brand' })}>
          {t`Mes paramètres`}
        </LocalizedLink>
      </div>
    </AccountPageFrame>
  )
}

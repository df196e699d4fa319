import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { TalentLayout, TalentPanel } from '~/layouts/talent-layout'
import { button } from '~/ui/button'

/** A talent page whose content arrives with a later part of the product: says so and offers the next step. */
export function TalentEmptyPage({ title, text }: { title: string; text: string }) {
  const { t } = useLingui()
  return (
    <TalentLayout title={title}>
      <TalentPanel title={title}>
        <p className={css({ color: 'fg.muted' })}>{text}</p>
        <LocalizedLink route="jobs" className={button({ variant: 'brand' })}>
          {t`Voir les offres d'emploi`}
        </LocalizedLink>
      </TalentPanel>
    </TalentLayout>
  )
}

import { useLingui } from '@lingui/react/macro'
import { cx } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'

/** The co-founder project page's main action: writing to the team, who puts people in touch. */
export function JoinProjectButton({ className, size = 'lg' }: { className?: string; size?: 'md' | 'lg' }) {
  const { t } = useLingui()
  return (
    <LocalizedLink
      route="contact"
      search={{ subject: 'coFounder' }}
      className={cx(button({ variant: 'accent', size }), className)}
    >
      {t`Rejoindre ce projet`}
    </LocalizedLink>
  )
}

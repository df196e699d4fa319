import { useLingui } from '@lingui/react/macro'
import { UserRound } from 'lucide'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import { LocalizedLink } from '~/i18n/localized-link'
import { button } from '~/ui/button'
import { LineIcon } from '~/ui/line-icon'
import { useAuthUser } from './use-auth'
import { UserMenu } from './user-menu'

/** The header's account corner: the avatar menu when signed in, else the sign-in link (wide screens). */
export function AccountControl() {
  const { t } = useLingui()
  const user = useAuthUser()
  if (user) return <UserMenu user={user} />
  return (
    <LocalizedLink
      route="login"
      className={cx(
        button({ variant: 'accent', size: 'sm' }),
        css({ display: { base: 'none', sm: 'inline-flex' } }),
      )}
    >
      <LineIcon icon={UserRound} size={18} aria-hidden="true" />
      {t`Se connecter`}
    </LocalizedLink>
  )
}

/** The phone menu's sign-in and register links, shown while signed out. */
export function MobileAccountActions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui()
  const user = useAuthUser()
  if (user) return null
  return (
    <div className={grid({ gap: '3', mt: '6' })}>
      <LocalizedLink route="login" className={button({ variant: 'accent', size: 'lg' })} onClick={onNavigate}>
        {t`Se connecter`}
      </LocalizedLink>
      <LocalizedLink
        route="login"
        search={{ tab: 'register' } as never}
        className={button({ variant: 'outline', size: 'lg' })}
        onClick={onNavigate}
      >
        {t`Créer un compte`}
      </LocalizedLink>
    </div>
  )
}

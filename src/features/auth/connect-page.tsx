import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { LocalizedLink } from '~/i18n/localized-link'
import { internalPathFor } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { AccountPageFrame } from './account-page-frame'
import { AuthPanel } from './auth-panel'
import type { AuthTab } from './auth-tabs'
import { takeRedirect } from './redirect-cookie'
import { useSignedIn } from './use-auth'

/** `/connect`: sign in, register or recover; then the page that asked for it, else the talent account. */
export function ConnectPage({ tab }: { tab?: AuthTab }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const signedIn = useSignedIn()
  return (
    <AccountPageFrame title={t`Votre compte Tremplin`}>
      <AuthPanel
        initialTab={tab}
        onSignedIn={async (user) => {
          const redirect = takeRedirect()
          await signedIn(user, { followRedirect: false })
          await router.navigate({ href: redirect ?? internalPathFor('talentAccount', locale) })
        }}
      />
      <p
        className={css({
          mt: '8',
          pt: '6',
          borderTopWidth: '1px',
          borderColor: 'border.subtle',
          color: 'fg.muted',
        })}
      >
        {t`Vous recrutez pour une organisation ?`}{' '}
        <LocalizedLink route="recruiterLogin" className={css({ textStyle: 'link' })}>
          {t`Connectez-vous à l'espace recruteur`}
        </LocalizedLink>
      </p>
    </AccountPageFrame>
  )
}

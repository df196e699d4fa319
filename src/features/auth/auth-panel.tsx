import * as Ariakit from '@ariakit/react'
import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { AuthUser } from './auth.model'
import { AUTH_TABS, type AuthTab } from './auth-tabs'
import { ForgotPasswordForm } from './forgot-form'
import { LinkedinButton } from './linkedin-button'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'

const tab = css({
  flex: '1',
  h: '11',
  px: '3',
  fontWeight: '700',
  color: 'fg.muted',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&[aria-selected=true]': { color: 'fg.brand', borderColor: 'brand.solid' },
  _hover: { color: 'fg.brand' },
})

/**
 * Sign-in, registration and forgotten password as tabs (docs/product.md#pages: tab 0 is sign-in), used by the /connect
 * page and the authentication modal. Ariakit tabs: arrow keys move between them.
 */
export function AuthPanel({
  initialTab = 'login',
  onSignedIn,
}: {
  initialTab?: AuthTab
  onSignedIn: (user: AuthUser) => void
}) {
  const { t } = useLingui()
  const store = Ariakit.useTabStore({ defaultSelectedId: `auth-tab-${initialTab}` })
  const labels: Record<AuthTab, string> = {
    login: t`Connexion`,
    register: t`Inscription`,
    forgot: t`Mot de passe oublié`,
  }
  return (
    <Ariakit.TabProvider store={store}>
      <Ariakit.TabList
        aria-label={t`Compte Tremplin`}
        className={css({
          display: 'flex',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
          mb: '5',
          overflowX: 'auto',
        })}
      >
        {AUTH_TABS.map((name) => (
          <Ariakit.Tab key={name} id={`auth-tab-${name}`} className={tab}>
            {labels[name]}
          </Ariakit.Tab>
        ))}
      </Ariakit.TabList>
      <Ariakit.TabPanel tabId="auth-tab-login">
        <LoginForm onSignedIn={onSignedIn} onForgot={() => store.setSelectedId('auth-tab-forgot')} />
      </Ariakit.TabPanel>
      <Ariakit.TabPanel tabId="auth-tab-register">
        <RegisterForm onSignedIn={onSignedIn} />
      </Ariakit.TabPanel>
      <Ariakit.TabPanel tabId="auth-tab-forgot">
        <ForgotPasswordForm />
      </Ariakit.TabPanel>
      <LinkedinButton />
    </Ariakit.TabProvider>
  )
}

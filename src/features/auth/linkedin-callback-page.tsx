import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { localeFromPathname } from '~/i18n/locales'
import { internalPathFor, toPublicPath } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { FormAlert } from '~/ui/form-alert'
import { AccountOutcome } from './account-outcome'
import { AccountPageFrame } from './account-page-frame'
import type { AuthUser } from './auth.model'
import { authUserQuery } from './auth.queries'
import { takeRedirect } from './redirect-cookie'
import { acknowledgeAuthChange } from './use-auth-marker'

export type LinkedinOutcome =
  | { ok: true; user: AuthUser }
  | { ok: false; error: 'failed' | 'not-allowed' | 'unverified-email' }

/** Back from LinkedIn: signed in (then on to the stored page, else the account), or why not. */
export function LinkedinCallbackPage({ outcome }: { outcome: LinkedinOutcome }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!outcome.ok) return
    acknowledgeAuthChange()
    queryClient.setQueryData(authUserQuery.queryKey, outcome.user)
    const target = takeRedirect() ?? toPublicPath(internalPathFor('talentAccount', locale))
    // A full load: the stored page may be in another language than this callback (which has none).
    if (localeFromPathname(target) === locale) void router.navigate({ href: target, replace: true })
    else window.location.replace(target)
  }, [outcome, queryClient, router, locale])
  return (
    <AccountPageFrame title={t`Connexion avec LinkedIn`}>
      {outcome.ok ? (
        <FormAlert tone="success">{t`Vous êtes connecté·e. Un instant…`}</FormAlert>
      ) : (
        <AccountOutcome
          message={
            outcome.error === 'not-allowed'
              ? t`L'accès à la plateforme n'est pas autorisé pour ce compte. Contactez l'administrateur.`
              : outcome.error === 'unverified-email'
                ? t`LinkedIn n'a pas confirmé votre adresse e-mail : connectez-vous avec votre mot de passe ou créez un compte.`
                : t`La connexion avec LinkedIn n'a pas abouti. Réessayez, ou connectez-vous avec votre adresse e-mail.`
          }
          route="login"
          action={t`Retour à la connexion`}
        />
      )}
    </AccountPageFrame>
  )
}

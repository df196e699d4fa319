import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AccountPageFrame } from '~/features/auth/account-page-frame'
import { authErrorMessage } from '~/features/auth/auth-errors'
import { LoginForm } from '~/features/auth/login-form'
import { takeRedirect } from '~/features/auth/redirect-cookie'
import { useSignedIn, useSignOut } from '~/features/auth/use-auth'
import { LocalizedLink } from '~/i18n/localized-link'
import { internalPathFor } from '~/i18n/paths'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { FormAlert } from '~/ui/form-alert'

const otherWay = css({ mt: '10', pt: '6', borderTopWidth: '1px', borderColor: 'border.subtle' })

/** `/recruteur/connexion`: the organisations' sign-in (talent accounts are refused, docs/product.md#roles). */
export function RecruiterLoginPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const signedIn = useSignedIn()
  return (
    <AccountPageFrame title={t`Espace recruteur`}>
      <p className={css({ mb: '6', color: 'fg.muted' })}>
        {t`Connectez-vous avec le compte que votre organisation vous a confié pour lire et traiter les candidatures reçues.`}
      </p>
      <LoginForm
        space="recruiter"
        onForgot={() => void router.navigate({ href: `${internalPathFor('login', locale)}?tab=forgot` })}
        onSignedIn={async (user) => {
          const redirect = takeRedirect()
          await signedIn(user, { followRedirect: false })
          // The same sign-in opens the selection committee's space to an admin.
          const home = internalPathFor(user.role === 'admin' ? 'admin' : 'recruiter', locale)
          await router.navigate({ href: redirect?.startsWith(home) ? redirect : home })
        }}
      />
      <section aria-labelledby="join-title" className={otherWay}>
        <h2 id="join-title" className={css({ textStyle: 'heading', mb: '2' })}>
          {t`Votre organisation n'est pas encore sur Tremplin ?`}
        </h2>
        <p className={css({ color: 'fg.muted', mb: '4' })}>
          {t`Demandez à la rejoindre : notre comité lit chaque demande, et vous invite à créer votre compte recruteur une fois l'organisation acceptée.`}
        </p>
        <LocalizedLink route="companySelection" className={button({ variant: 'outline' })}>
          {t`Demander à rejoindre Tremplin`}
        </LocalizedLink>
      </section>
      <p className={css({ mt: '6', color: 'fg.muted' })}>
        {t`Vous cherchez un emploi ?`}{' '}
        <LocalizedLink route="login" className={css({ textStyle: 'link' })}>
          {t`Connectez-vous à l'espace talent`}
        </LocalizedLink>
      </p>
    </AccountPageFrame>
  )
}

/** A talent in the recruiter space: docs/product.md#roles "platform access not allowed". */
export function RecruiterAccessRefused() {
  const { t, i18n } = useLingui()
  const signOut = useSignOut()
  return (
    <AccountPageFrame title={t`Espace recruteur`}>
      <FormAlert>{authErrorMessage(i18n, 'not-allowed')}</FormAlert>
      <div className={css({ display: 'flex', gap: '3', mt: '6', flexWrap: 'wrap' })}>
        <LocalizedLink route="talentAccount" className={button({ variant: 'brand' })}>
          {t`Aller à mon espace talent`}
        </LocalizedLink>
        <button type="button" className={button({ variant: 'outline' })} onClick={() => void signOut()}>
          {t`Se déconnecter`}
        </button>
      </div>
    </AccountPageFrame>
  )
}

/** A recruiter in the talent area: it is not hers; her space is one click away. */
export function TalentAreaNotForRecruiters() {
  const { t } = useLingui()
  return (
    <AccountPageFrame title={t`Espace talent`}>
      <p className={css({ mb: '6' })}>
        {t`Cet espace est celui des talents. Votre compte est un compte recruteur : les candidatures reçues par votre organisation vous attendent dans l'espace recruteur.`}
      </p>
      <LocalizedLink route="recruiter" className={button({ variant: 'brand' })}>
        {t`Aller à l'espace recruteur`}
      </LocalizedLink>
    </AccountPageFrame>
  )
}

import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { AuthError } from './auth.model'

/** Why a new password was refused although long enough. */
const weakPasswordMessage = msg`Ce mot de passe est trop facile à deviner (trop courant, ou fait de votre nom ou de votre adresse) : choisissez-en un autre, par exemple quelques mots séparés par des tirets.`

/** docs/product.md#errors's messages for refused sign-ins, registrations and resets. */
export function authErrorMessage(i18n: I18n, error: AuthError, retryAfterS = 60): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60))
  switch (error) {
    case 'missing':
      return i18n._(msg`Ce compte n'existe pas. Vérifiez l'adresse ou créez un compte.`)
    case 'wrong-password':
      return i18n._(msg`Mot de passe incorrect.`)
    case 'not-allowed':
      return i18n._(
        msg`L'accès à la plateforme n'est pas autorisé pour ce compte. Contactez l'administrateur.`,
      )
    case 'recruiter-account':
      return i18n._(msg`Ce compte est un compte recruteur : connectez-vous à l'espace recruteur.`)
    case 'exists':
      return i18n._(msg`Un compte existe déjà avec cette adresse e-mail. Connectez-vous.`)
    case 'throttled':
      return i18n._(
        msg`Trop de tentatives. Réessayez dans ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
      )
    case 'expired':
      return i18n._(msg`Le délai est écoulé : ce lien n'est plus valable. Demandez-en un nouveau.`)
    case 'captcha':
      return i18n._(msg`La vérification anti-robot (reCAPTCHA) a échoué. Réessayez dans un instant.`)
    case 'weak-password':
      return i18n._(weakPasswordMessage)
    case 'invalid':
      return i18n._(msg`Veuillez remplir tous les champs obligatoires.`)
  }
}

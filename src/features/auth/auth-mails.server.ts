/**
 * The account e-mails, in the recipient's language, as text and HTML. Lingui messages like every other
 * string (the catalogues' test covers them).
 */
import { msg } from '@lingui/core/macro'
import { DAY_SECONDS, EMAIL_VALIDATION_TTL_S } from '~/domain/constants'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { accountMail, type Recipient } from '~/server/mail/templates'

const validDays = EMAIL_VALIDATION_TTL_S / DAY_SECONDS

export function validationMail(user: Recipient, token: string): Promise<Mail> {
  return accountMail(user, (i18n) => ({
    subject: i18n._(msg`Confirmez votre adresse e-mail`),
    lines: [
      i18n._(msg`Bienvenue sur Tremplin ! Confirmez votre adresse e-mail pour activer votre compte.`),
      i18n._(msg`Ce lien est valable ${validDays} jours.`),
    ],
    action: i18n._(msg`Confirmer mon adresse`),
    url: env().appUrl + pathFor('validMail', user.locale, { uuid: token }),
  }))
}

export function recoveryMail(user: Recipient, token: string): Promise<Mail> {
  return accountMail(user, (i18n) => ({
    subject: i18n._(msg`Réinitialisez votre mot de passe`),
    lines: [
      i18n._(
        msg`Vous avez demandé à changer votre mot de passe Tremplin. Choisissez-en un nouveau avec ce lien.`,
      ),
      i18n._(
        msg`Ce lien est valable une heure et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message.`,
      ),
    ],
    action: i18n._(msg`Choisir un nouveau mot de passe`),
    url: env().appUrl + pathFor('recovery', user.locale, { data: token }),
  }))
}

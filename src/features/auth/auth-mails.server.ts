/**
 * The account e-mails, in the recipient's language, as text and HTML. Lingui messages like every other
 * string (the catalogues' test covers them).
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DAY_SECONDS, EMAIL_VALIDATION_TTL_S } from '~/domain/constants'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { i18nFor, mailLayout } from '~/server/mail/templates'

const validDays = EMAIL_VALIDATION_TTL_S / DAY_SECONDS

type Recipient = { id: string; email: string; firstName: string; locale: Locale }
type Content = { subject: string; lines: string[]; action: string; url: string }

/** A mail to an account holder, greeted by first name, with one button. */
async function accountMail(user: Recipient, content: (i18n: I18n) => Content): Promise<Mail> {
  const i18n = await i18nFor(user.locale)
  return mailLayout(i18n, {
    to: user.email,
    userId: user.id,
    greeting: i18n._(msg`Bonjour ${user.firstName},`),
    ...content(i18n),
  })
}

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

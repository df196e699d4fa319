/**
 * The account e-mails, in the recipient's language, as text and HTML. Lingui messages like every other
 * string (the catalogues' test covers them).
 */
import { msg } from '@lingui/core/macro'
import { DAY_SECONDS, EMAIL_VALIDATION_TTL_S } from '~/domain/constants'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { type Recipient, unprovenMail } from '~/server/mail/templates'

const validDays = EMAIL_VALIDATION_TTL_S / DAY_SECONDS

/** To an address not proven yet: our words only (no first name someone typed at registration). */
export function validationMail(user: Recipient, token: string): Promise<Mail> {
  return unprovenMail(
    user.email,
    user.locale,
    {
      subject: msg`Confirmez votre adresse e-mail`,
      lines: [
        msg`Bienvenue sur Tremplin ! Confirmez votre adresse e-mail pour activer votre compte.`,
        msg`Ce lien est valable ${validDays} jours.`,
      ],
      action: msg`Confirmer mon adresse`,
      url: env().appUrl + pathFor('validMail', user.locale, { uuid: token }),
    },
    user.id,
  )
}

/** Asked by anyone who types the address, for an account that may not be confirmed: our words only. */
export function recoveryMail(user: Recipient, token: string): Promise<Mail> {
  return unprovenMail(
    user.email,
    user.locale,
    {
      subject: msg`Réinitialisez votre mot de passe`,
      lines: [
        msg`Vous avez demandé à changer votre mot de passe Tremplin. Choisissez-en un nouveau avec ce lien.`,
        msg`Ce lien est valable une heure et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message.`,
      ],
      action: msg`Choisir un nouveau mot de passe`,
      url: env().appUrl + pathFor('recovery', user.locale, { data: token }),
    },
    user.id,
  )
}

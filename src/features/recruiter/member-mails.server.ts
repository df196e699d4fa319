/** The members' e-mails, in the recipient's language: an invitation to choose a password, or word of it. */
import { msg } from '@lingui/core/macro'
import { DAY_SECONDS, INVITATION_TTL_S } from '~/domain/constants'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { accountMail, type Recipient } from '~/server/mail/templates'

const invitationDays = INVITATION_TTL_S / DAY_SECONDS

export function memberInvitationMail(
  member: Recipient,
  company: string,
  inviter: string,
  token: string,
): Promise<Mail> {
  return accountMail(member, (i18n) => ({
    subject: i18n._(msg`${inviter} vous invite dans l'espace recruteur de ${company}`),
    lines: [
      i18n._(
        msg`${inviter} vous invite à rejoindre ${company} sur Tremplin : ses offres, les candidatures reçues et leurs réponses.`,
      ),
      i18n._(
        msg`Choisissez votre mot de passe pour entrer. Ce lien est valable ${invitationDays} jours et ne sert qu'une fois.`,
      ),
    ],
    action: i18n._(msg`Choisir mon mot de passe`),
    url: env().appUrl + pathFor('recovery', member.locale, { data: token }),
  }))
}

export function memberAddedMail(member: Recipient, company: string, inviter: string): Promise<Mail> {
  return accountMail(member, (i18n) => ({
    subject: i18n._(msg`${inviter} vous a ajouté·e à ${company}`),
    lines: [
      i18n._(msg`${company} est désormais dans votre espace recruteur, avec ses offres et ses candidatures.`),
    ],
    action: i18n._(msg`Ouvrir l'espace recruteur`),
    url: env().appUrl + pathFor('recruiter', member.locale),
  }))
}

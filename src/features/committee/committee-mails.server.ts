/**
 * The selection committee's e-mails, in the recipient's language: the contact's acknowledgement, the
 * committee's notice, the approval (with an invitation to choose a password) and the refusal with its reason.
 */
import { msg } from '@lingui/core/macro'
import { DAY_SECONDS, INVITATION_TTL_S } from '~/domain/constants'
import type { OrganisationRequestValues } from '~/domain/organisation-request'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { accountMail, type Recipient, unprovenMail } from '~/server/mail/templates'

const invitationDays = INVITATION_TTL_S / DAY_SECONDS
const url = (path: string) => env().appUrl + path

type Contact = { contactEmail: string; contactFirstName: string }

/** To the contact address the form named, which nobody has proven: our words only. */
export function requestReceivedMail(request: OrganisationRequestValues, locale: Locale): Promise<Mail> {
  return unprovenMail(request.contactEmail, locale, {
    subject: msg`Votre demande pour publier sur Tremplin est bien arrivée`,
    lines: [
      msg`Merci ! Nous avons bien reçu votre demande pour publier sur Tremplin.`,
      msg`Notre comité de sélection l'examine au regard de la charte et vous répond par e-mail, en général sous deux semaines.`,
      msg`Vous n'avez rien demandé ? Ignorez simplement ce message.`,
    ],
    action: msg`Relire la charte`,
    url: url(pathFor('companySelection', locale)),
  })
}

export function committeeNoticeMail(admin: Recipient, name: string, requestId: string): Promise<Mail> {
  return accountMail(admin, (i18n) => ({
    subject: i18n._(msg`Nouvelle demande d'adhésion : ${name}`),
    lines: [i18n._(msg`${name} demande à publier sur Tremplin. La demande attend l'avis du comité.`)],
    action: i18n._(msg`Examiner la demande`),
    url: url(pathFor('adminRequest', admin.locale, { request: requestId })),
  }))
}

/** Approved: she owns the new organisation and chooses her password with the link. */
export function approvalMail(owner: Recipient, name: string, token: string): Promise<Mail> {
  return accountMail(owner, (i18n) => ({
    subject: i18n._(msg`${name} rejoint Tremplin`),
    lines: [
      i18n._(
        msg`Bonne nouvelle : le comité de sélection a accepté ${name}. Vous en êtes la première responsable sur Tremplin.`,
      ),
      i18n._(
        msg`Choisissez votre mot de passe pour ouvrir l'espace recruteur : vous y complétez le profil de l'organisation, publiez vos offres et invitez vos collègues.`,
      ),
      i18n._(msg`Ce lien est valable ${invitationDays} jours et ne sert qu'une fois.`),
    ],
    action: i18n._(msg`Choisir mon mot de passe`),
    url: url(pathFor('recovery', owner.locale, { data: token })),
  }))
}

/** Approved, and her recruiter account already exists: the organisation is in her space. */
export function ownershipMail(owner: Recipient, name: string): Promise<Mail> {
  return accountMail(owner, (i18n) => ({
    subject: i18n._(msg`${name} rejoint Tremplin`),
    lines: [
      i18n._(
        msg`Bonne nouvelle : le comité de sélection a accepté ${name}. L'organisation est dans votre espace recruteur, dont vous êtes responsable.`,
      ),
    ],
    action: i18n._(msg`Ouvrir l'espace recruteur`),
    url: url(pathFor('recruiter', owner.locale)),
  }))
}

export function refusalMail(
  request: Contact & { name: string; locale: Locale },
  reason: string,
): Promise<Mail> {
  // The contact address was never proven: the committee's own words, not the name the form was sent with.
  return unprovenMail(request.contactEmail, request.locale, {
    teamWords: ['reason'],
    subject: msg`Votre demande pour publier sur Tremplin`,
    lines: [
      msg`Le comité de sélection a examiné votre demande pour publier sur Tremplin et ne l'a pas retenue pour le moment.`,
      msg`Son explication : ${reason}`,
      msg`Si la situation évolue, ou pour en parler, écrivez-nous : nous lisons chaque message.`,
    ],
    action: msg`Nous écrire`,
    url: url(pathFor('contact', request.locale)),
  })
}

/** A new member of the committee chooses her password. */
export function adminInvitationMail(admin: Recipient, token: string): Promise<Mail> {
  return accountMail(admin, (i18n) => ({
    subject: i18n._(msg`Votre accès au comité de sélection de Tremplin`),
    lines: [
      i18n._(
        msg`Un compte du comité de sélection vient d'être créé pour vous : vous y examinez les demandes des organisations qui veulent publier sur Tremplin.`,
      ),
      i18n._(msg`Ce lien est valable ${invitationDays} jours et ne sert qu'une fois.`),
    ],
    action: i18n._(msg`Choisir mon mot de passe`),
    url: url(pathFor('recovery', admin.locale, { data: token })),
  }))
}

/**
 * What the organisation's members are told when the committee suspends or reinstates it or one of its
 * offers, in each member's language, with the reason given.
 */
import { msg } from '@lingui/core/macro'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { accountMail, type Recipient } from '~/server/mail/templates'

const url = (path: string) => env().appUrl + path

export type SuspensionSubject = { kind: 'organisation'; name: string } | { kind: 'offer'; title: string }

export function suspensionMail(member: Recipient, subject: SuspensionSubject, reason: string): Promise<Mail> {
  return accountMail(member, (i18n) => {
    const what =
      subject.kind === 'organisation'
        ? i18n._(msg`L'organisation ${subject.name}`)
        : i18n._(msg`L'offre « ${subject.title} »`)
    return {
      subject:
        subject.kind === 'organisation'
          ? i18n._(msg`${subject.name} est suspendue sur Tremplin`)
          : i18n._(msg`Votre offre « ${subject.title} » est suspendue`),
      lines: [
        subject.kind === 'organisation'
          ? i18n._(
              msg`${what} est suspendue par le comité de sélection : sa page et ses offres ne sont plus visibles, et il n'est plus possible de publier.`,
            )
          : i18n._(
              msg`${what} est suspendue par le comité de sélection : elle n'est plus visible et ne peut plus être publiée ni modifiée.`,
            ),
        i18n._(msg`Son explication : ${reason}`),
        i18n._(
          msg`Pour en parler ou corriger ce qui pose problème, répondez-nous par le formulaire de contact.`,
        ),
      ],
      action: i18n._(msg`Nous écrire`),
      url: url(pathFor('contact', member.locale)),
    }
  })
}

export function reinstatementMail(member: Recipient, subject: SuspensionSubject): Promise<Mail> {
  return accountMail(member, (i18n) => ({
    subject:
      subject.kind === 'organisation'
        ? i18n._(msg`${subject.name} est de nouveau active sur Tremplin`)
        : i18n._(msg`Votre offre « ${subject.title} » n'est plus suspendue`),
    lines: [
      subject.kind === 'organisation'
        ? i18n._(
            msg`Le comité de sélection a levé la suspension de ${subject.name} : ses offres publiées sont de nouveau visibles.`,
          )
        : i18n._(
            msg`Le comité de sélection a levé la suspension de l'offre « ${subject.title} » : vous pouvez de nouveau la modifier et la publier.`,
          ),
    ],
    action: i18n._(msg`Ouvrir l'espace recruteur`),
    url: url(pathFor('recruiter', member.locale)),
  }))
}

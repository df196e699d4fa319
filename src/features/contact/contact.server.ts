/**
 * Contact messages (spec §2, §3): stored, mailed to the team, acknowledged to the sender in their language
 * with the 48-hour promise.
 */
import { msg } from '@lingui/core/macro'
import { CONTACT_REPLY_HOURS } from '~/domain/constants'
import type { ContactSubject } from '~/domain/enums'
import { CONTACT_SUBJECT_LABELS } from '~/i18n/labels'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import type { Database } from '~/server/db/client'
import { contactMessages } from '~/server/db/schema'
import { env } from '~/server/env'
import { sendMail } from '~/server/mail'
import { i18nFor, mailLayout } from '~/server/mail/templates'

export type ContactInput = {
  subject: ContactSubject
  firstName: string
  lastName: string
  phone: string
  email: string
  message: string
}

export async function submitContactMessage(db: Database, input: ContactInput, locale: Locale): Promise<void> {
  await db.insert(contactMessages).values({
    subject: input.subject,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone || null,
    email: input.email,
    message: input.message,
    locale,
  })
  const team = await i18nFor('fr')
  const subjectLabel = team._(CONTACT_SUBJECT_LABELS[input.subject])
  // For the team: French, with the sender's address as the one to answer.
  await sendMail(db, {
    to: env().contactEmail,
    subject: `[Contact · ${subjectLabel}] ${input.firstName} ${input.lastName}`,
    text: [
      `${input.firstName} ${input.lastName} <${input.email}>${input.phone ? ` · ${input.phone}` : ''} (${locale})`,
      '',
      input.message,
    ].join('\n'),
    html: mailLayout(team, {
      to: env().contactEmail,
      subject: subjectLabel,
      greeting: `${input.firstName} ${input.lastName} <${input.email}>${input.phone ? ` · ${input.phone}` : ''} (${locale})`,
      lines: input.message.split(/\n+/),
      action: team._(msg`Répondre`),
      url: `mailto:${input.email}`,
    }).html,
  })
  const i18n = await i18nFor(locale)
  await sendMail(
    db,
    mailLayout(i18n, {
      to: input.email,
      subject: i18n._(msg`Nous avons bien reçu votre message`),
      greeting: i18n._(msg`Bonjour ${input.firstName},`),
      lines: [
        i18n._(
          msg`Merci pour votre message à Tremplin. Notre équipe vous répond sous ${CONTACT_REPLY_HOURS} heures.`,
        ),
        i18n._(msg`Votre message :`),
        input.message,
      ],
      action: i18n._(msg`Voir les offres d'emploi`),
      url: env().appUrl + pathFor('jobs', locale),
    }),
  )
}

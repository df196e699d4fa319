/**
 * Contact messages (docs/product.md#pages, #data): stored, mailed to the team, acknowledged to the sender in their language
 * with the 48-hour promise (and nothing of what was typed).
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
import { i18nFor, mailLayout, unprovenMail } from '~/server/mail/templates'

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
  // The acknowledgement goes to an address nobody has confirmed: it repeats nothing the sender typed (no
  // name, no message), so the form cannot be used to send someone else a text of one's choosing.
  await sendMail(
    db,
    await unprovenMail(input.email, locale, {
      subject: msg`Nous avons bien reçu votre message`,
      lines: [
        msg`Merci pour votre message à Tremplin. Notre équipe vous répond sous ${CONTACT_REPLY_HOURS} heures.`,
        msg`Vous n'avez rien envoyé ? Ignorez simplement ce message.`,
      ],
      action: msg`Voir les offres d'emploi`,
      url: env().appUrl + pathFor('jobs', locale),
    }),
  )
}

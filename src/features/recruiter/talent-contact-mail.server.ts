/** A recruiter's message to a talent of the CV library, relayed in the talent's language. */
import { msg } from '@lingui/core/macro'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'
import { accountMail, type Recipient } from '~/server/mail/templates'

type Sender = { firstName: string; lastName: string; email: string; company: string }

export async function talentContactMail(talent: Recipient, sender: Sender, message: string): Promise<Mail> {
  const who = `${sender.firstName} ${sender.lastName}`.trim()
  const company = sender.company
  const mail = await accountMail(talent, (i18n) => ({
    subject: i18n._(msg`${who} (${company}) vous écrit via Tremplin`),
    lines: [
      i18n._(
        msg`${who}, de ${company}, a trouvé votre profil dans la CVthèque de Tremplin, où vous avez accepté d'être contacté·e par des recruteurs. Son message :`,
      ),
      ...message
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean),
      i18n._(
        msg`Vous êtes libre de répondre ou non : répondez à ce mail pour lui écrire directement. Tremplin ne lui a donné ni votre adresse ni votre téléphone.`,
      ),
      i18n._(
        msg`Pour ne plus apparaître dans la CVthèque, décochez « J'accepte que des recruteurs me contactent » dans votre profil.`,
      ),
    ],
    action: i18n._(msg`Voir l'organisation et ses offres`),
    url: `${env().appUrl}${pathFor('companies', talent.locale)}?query=${encodeURIComponent(company)}`,
  }))
  return {
    ...mail,
    headers: { ...mail.headers, 'Reply-To': `"${who.replace(/["\\\r\n]/g, '')}" <${sender.email}>` },
  }
}

/**
 * The account e-mails, in the recipient's language, as text and HTML. Lingui messages like every other
 * string (the catalogues' test covers them).
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createI18n, loadMessages } from '~/i18n/catalog'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import type { Mail } from '~/server/mail'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

async function i18nFor(locale: Locale): Promise<I18n> {
  return createI18n(locale, await loadMessages(locale))
}

/** One layout for every account e-mail: greeting, paragraphs, one button, the link spelled out. */
function layout(
  i18n: I18n,
  {
    to,
    userId,
    subject,
    greeting,
    lines,
    action,
    url,
  }: {
    to: string
    userId: string
    subject: string
    greeting: string
    lines: string[]
    action: string
    url: string
  },
): Mail {
  const footer = i18n._(msg`L'équipe Tremplin — des jobs qui ont du sens, partout en Belgique.`)
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', footer].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f1c18;line-height:1.55">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0b5d51;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#6b6358">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#6b6358">${escapeHtml(footer)}</p>
</body></html>`
  return { to, userId, subject, text, html }
}

export async function validationMail(
  user: {
    id: string
    email: string
    firstName: string
    locale: Locale
  },
  token: string,
): Promise<Mail> {
  const i18n = await i18nFor(user.locale)
  return layout(i18n, {
    to: user.email,
    userId: user.id,
    subject: i18n._(msg`Confirmez votre adresse e-mail`),
    greeting: i18n._(msg`Bonjour ${user.firstName},`),
    lines: [
      i18n._(msg`Bienvenue sur Tremplin ! Confirmez votre adresse e-mail pour activer votre compte.`),
      i18n._(msg`Ce lien est valable 7 jours.`),
    ],
    action: i18n._(msg`Confirmer mon adresse`),
    url: env().appUrl + pathFor('validMail', user.locale, { uuid: token }),
  })
}

export async function recoveryMail(
  user: {
    id: string
    email: string
    firstName: string
    locale: Locale
  },
  token: string,
): Promise<Mail> {
  const i18n = await i18nFor(user.locale)
  return layout(i18n, {
    to: user.email,
    userId: user.id,
    subject: i18n._(msg`Réinitialisez votre mot de passe`),
    greeting: i18n._(msg`Bonjour ${user.firstName},`),
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
  })
}

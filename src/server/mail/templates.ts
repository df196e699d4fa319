/** The e-mails' shared layout and helpers (text + HTML, in the recipient's language). */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createI18n, loadMessages } from '~/i18n/catalog'
import type { Locale } from '~/i18n/locales'
import type { Mail } from './index'

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export async function i18nFor(locale: Locale): Promise<I18n> {
  return createI18n(locale, await loadMessages(locale))
}

/** One layout for the site's e-mails: greeting, paragraphs, one button, the link spelled out. */
export function mailLayout(
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
    userId?: string | null
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

/** Someone with an account, as a mail addresses them. */
export type Recipient = { id: string; email: string; firstName: string; locale: Locale }
type Content = { subject: string; lines: string[]; action: string; url: string }

/** A mail to an account holder in her language, greeted by first name, with one button. */
export function accountMail(user: Recipient, content: (i18n: I18n) => Content): Promise<Mail> {
  return personalMail({ ...user, userId: user.id }, content)
}

/** A mail to someone who may have no account yet (a contact person), in her language, by first name. */
export async function personalMail(
  person: { email: string; firstName: string; locale: Locale; userId?: string | null },
  content: (i18n: I18n) => Content,
): Promise<Mail> {
  const i18n = await i18nFor(person.locale)
  return mailLayout(i18n, {
    to: person.email,
    userId: person.userId ?? null,
    greeting: i18n._(msg`Bonjour ${person.firstName},`),
    ...content(i18n),
  })
}

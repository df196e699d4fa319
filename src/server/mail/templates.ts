/** The e-mails' shared layout and helpers (text + HTML, in the recipient's language). */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createI18n, loadMessages } from '~/i18n/catalog'
import type { Locale } from '~/i18n/locales'
import { users } from '../db/schema'
import { env } from '../env'
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

/** The columns of `users` a `Recipient` is read from, for a select or a returning. */
export const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  locale: users.locale,
}
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

/** Our own words: a catalogue message whose values are numbers, or text the team wrote (named in `teamWords`). */
type OurWords = MessageDescriptor

export class TypedTextRefused extends Error {}

function ourWords(i18n: I18n, words: OurWords, teamWords: readonly string[]): string {
  for (const [key, value] of Object.entries(words.values ?? {}))
    if (typeof value !== 'number' && !teamWords.includes(key))
      throw new TypedTextRefused(`"${key}" is not ours: a mail to an unproven address carries no typed text`)
  return i18n._(words)
}

/**
 * The one rule for a mail to an address nobody has proven (an account not confirmed yet, a form's contact
 * address, a newsletter sign-up): it carries only our words — no name, organisation or message someone
 * typed, no link elsewhere than this site — so no form can send a stranger a text of someone's choosing.
 */
export async function unprovenMail(
  to: string,
  locale: Locale,
  content: {
    subject: OurWords
    lines: OurWords[]
    action: OurWords
    url: string
    /** Values the team itself wrote (a committee member's explanation), the only text allowed in. */
    teamWords?: readonly string[]
  },
  userId: string | null = null,
): Promise<Mail> {
  const i18n = await i18nFor(locale)
  const { appUrl } = env()
  const team = content.teamWords ?? []
  if (!content.url.startsWith(`${appUrl}/`) && content.url !== appUrl)
    throw new TypedTextRefused('A mail to an unproven address links to this site only')
  return mailLayout(i18n, {
    to,
    userId,
    subject: ourWords(i18n, content.subject, team),
    greeting: i18n._(msg`Bonjour,`),
    lines: content.lines.map((line) => ourWords(i18n, line, team)),
    action: ourWords(i18n, content.action, team),
    url: content.url,
  })
}

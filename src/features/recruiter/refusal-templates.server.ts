/**
 * An organisation's refusal messages, one per language (docs/answers.md): plain text the talent reads in
 * her language under the refusal's reason. Until the organisation writes its own, the catalogue's default
 * words stand. A template with markup is refused (the mail would show it as typed).
 */
import { msg } from '@lingui/core/macro'
import { and, eq } from 'drizzle-orm'
import { refusalTemplateSchema } from '~/domain/answer-schemas'
import { LOCALES, type Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companies, refusalTemplates } from '~/server/db/schema'
import { i18nFor } from '~/server/mail/templates'
import { isMember } from './membership.server'
import type { RefusalTemplates } from './recruiter.model'

const DEFAULT_TEMPLATE = msg`Nous avons lu votre candidature avec attention et nous vous remercions du temps que vous y avez consacré. Nous ne pouvons pas y donner suite cette fois-ci, mais nous vous souhaitons de trouver très vite un poste qui vous ressemble.`

export async function defaultTemplate(locale: Locale): Promise<string> {
  return (await i18nFor(locale))._(DEFAULT_TEMPLATE)
}

/** The message an organisation's refusal carries in `locale`: its own, or the default words. */
export async function templateFor(db: Database, companyId: string, locale: Locale): Promise<string> {
  const [own] = await db
    .select({ body: refusalTemplates.body })
    .from(refusalTemplates)
    .where(and(eq(refusalTemplates.companyId, companyId), eq(refusalTemplates.locale, locale)))
  return own?.body ?? defaultTemplate(locale)
}

/** The organisation's answer settings for a member (null for anyone else). */
export async function answerSettings(
  db: Database,
  userId: string,
  companyId: string,
): Promise<RefusalTemplates | null> {
  if (!(await isMember(db, userId, companyId))) return null
  const [company] = await db
    .select({ name: companies.name, answerDays: companies.answerDays })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!company) return null
  const own = await db
    .select({ locale: refusalTemplates.locale, body: refusalTemplates.body })
    .from(refusalTemplates)
    .where(eq(refusalTemplates.companyId, companyId))
  const templates = await Promise.all(
    LOCALES.map(async (locale) => {
      const mine = own.find((row) => row.locale === locale)
      return { locale, body: mine?.body ?? (await defaultTemplate(locale)), custom: Boolean(mine) }
    }),
  )
  return { companyId, name: company.name, answerDays: company.answerDays, templates }
}

export type TemplateSaveOutcome =
  | { ok: true }
  | { ok: false; error: 'not-found' | 'template-empty' | 'template-too-long' | 'template-markup' }

/** Saves the organisation's template in `locale` (members only); an empty body is refused. */
export async function saveRefusalTemplate(
  db: Database,
  userId: string,
  companyId: string,
  locale: Locale,
  body: string,
): Promise<TemplateSaveOutcome> {
  if (!(await isMember(db, userId, companyId))) return { ok: false, error: 'not-found' }
  const parsed = refusalTemplateSchema.safeParse(body)
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message
    return {
      ok: false,
      error: code === 'template-markup' || code === 'template-too-long' ? code : 'template-empty',
    }
  }
  await db
    .insert(refusalTemplates)
    .values({ companyId, locale, body: parsed.data })
    .onConflictDoUpdate({
      target: [refusalTemplates.companyId, refusalTemplates.locale],
      set: { body: parsed.data, updatedAt: new Date() },
    })
  return { ok: true }
}

/** Sets the organisation's answer time (members only; the caller checked the range). */
export async function saveAnswerDays(
  db: Database,
  userId: string,
  companyId: string,
  days: number,
): Promise<boolean> {
  if (!(await isMember(db, userId, companyId))) return false
  await db.update(companies).set({ answerDays: days }).where(eq(companies.id, companyId))
  return true
}

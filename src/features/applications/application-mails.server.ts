/**
 * The hiring loop's e-mails, each in its recipient's language: the talent's receipt, the notice to the
 * organisation's members, and the talent's news when the status moves. Sent after the write they report
 * (a mail server down never undoes an application; the row in `outgoing_mails` stays unsent).
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { desc, eq } from 'drizzle-orm'
import { REFUSAL_REASONS, type RefusalReason } from '~/domain/answers'
import type { ApplicationStatus } from '~/domain/enums'
import { formatDay } from '~/i18n/format'
import { pathFor } from '~/i18n/paths'
import type { Database } from '~/server/db/client'
import {
  applicationEvents,
  applications,
  companies,
  companyMembers,
  offers,
  talents,
  users,
} from '~/server/db/schema'
import { env } from '~/server/env'
import { sendMail } from '~/server/mail'
import { accountMail, type Recipient, recipientColumns } from '~/server/mail/templates'
import { REFUSAL_REASON_LABELS } from './refusal-reasons'

export type ApplicationNews =
  | { kind: 'sent'; applicationId: string }
  | { kind: 'status'; applicationId: string }

async function loadApplication(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      sentAt: applications.sentAt,
      answerDueAt: applications.answerDueAt,
      offerTitle: offers.title,
      companyId: companies.id,
      companyName: companies.name,
      talent: recipientColumns,
      snapshot: applications.snapshot,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .innerJoin(users, eq(users.id, talents.userId))
    .where(eq(applications.id, applicationId))
  return row ?? null
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadApplication>>>

/** The reason and message of the application's latest step, when it carries them (a refusal). */
async function latestWords(db: Database, applicationId: string) {
  const [step] = await db
    .select({ reason: applicationEvents.reason, message: applicationEvents.message })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.createdAt))
    .limit(1)
  const reason = REFUSAL_REASONS.find((known) => known === step?.reason) ?? null
  return { reason: reason as RefusalReason | null, message: step?.message ?? null }
}

const myApplicationsUrl = (talent: Recipient) => env().appUrl + pathFor('talentApplications', talent.locale)

function receipt(a: Loaded) {
  return accountMail(a.talent, (i18n) => ({
    subject: i18n._(msg`Votre candidature « ${a.offerTitle} » est envoyée`),
    lines: [
      i18n._(
        msg`Votre candidature au poste « ${a.offerTitle} » chez ${a.companyName} a bien été envoyée le ${formatDay(i18n, a.sentAt)}.`,
      ),
      i18n._(
        msg`L'organisation la lira dans son espace recruteur. Vous suivrez sa réponse dans « Mes candidatures », et nous vous écrirons dès que son statut change.`,
      ),
      ...(a.answerDueAt
        ? [i18n._(msg`Réponse attendue au plus tard le ${formatDay(i18n, a.answerDueAt)}.`)]
        : []),
    ],
    action: i18n._(msg`Suivre mes candidatures`),
    url: myApplicationsUrl(a.talent),
  }))
}

function memberNotice(a: Loaded, member: Recipient) {
  const applicant = [a.snapshot?.firstName, a.snapshot?.lastName].filter(Boolean).join(' ')
  return accountMail(member, (i18n) => ({
    subject: i18n._(msg`Nouvelle candidature : ${a.offerTitle}`),
    lines: [
      i18n._(msg`${applicant} a postulé à votre offre « ${a.offerTitle} » (${a.companyName}).`),
      i18n._(msg`Son CV, ses réponses et sa lettre vous attendent dans l'espace recruteur.`),
    ],
    action: i18n._(msg`Voir la candidature`),
    url: env().appUrl + pathFor('recruiterApplication', member.locale, { application: a.id }),
  }))
}

/** The statuses the talent hears about by e-mail (her own withdrawal she knows of). */
const MAILED_STATUSES: readonly ApplicationStatus[] = ['pending', 'accepted', 'refused', 'closed']

/** What the talent reads when her application moves (candidate-facing words, never "rejected"). */
function statusLines(
  i18n: I18n,
  a: Loaded,
  status: ApplicationStatus,
  words: Awaited<ReturnType<typeof latestWords>>,
): { subject: string; lines: string[] } {
  const title = a.offerTitle
  const company = a.companyName
  switch (status) {
    case 'pending':
      return {
        subject: i18n._(msg`Votre candidature « ${title} » est en cours d'examen`),
        lines: [i18n._(msg`${company} examine votre candidature au poste « ${title} ».`)],
      }
    case 'accepted':
      return {
        subject: i18n._(msg`Bonne nouvelle pour votre candidature « ${title} »`),
        lines: [
          i18n._(msg`${company} a retenu votre candidature au poste « ${title} ».`),
          i18n._(msg`L'organisation vous contactera directement pour la suite.`),
        ],
      }
    case 'refused':
      return {
        subject: i18n._(msg`Réponse à votre candidature « ${title} »`),
        lines: [
          i18n._(msg`${company} ne retiendra pas votre candidature au poste « ${title} ».`),
          ...(words.reason ? [i18n._(msg`Raison : ${i18n._(REFUSAL_REASON_LABELS[words.reason])}.`)] : []),
          ...(words.message ? words.message.split(/\n\s*\n/) : []),
          i18n._(
            msg`Merci pour l'intérêt que vous lui avez porté. D'autres offres vous attendent sur Tremplin.`,
          ),
        ],
      }
    default:
      return {
        subject: i18n._(msg`L'offre « ${title} » est close`),
        lines: [
          i18n._(msg`${company} a clôturé l'offre « ${title} » sans donner suite à votre candidature.`),
        ],
      }
  }
}

/** Sends the mails an application's news calls for; quiet when the application is gone. */
export async function sendApplicationMails(db: Database, news: ApplicationNews): Promise<void> {
  const a = await loadApplication(db, news.applicationId)
  if (!a) return
  if (news.kind === 'sent') {
    await sendMail(db, await receipt(a))
    const members = await db
      .select(recipientColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, a.companyId))
    for (const member of members) await sendMail(db, await memberNotice(a, member))
    return
  }
  if (!MAILED_STATUSES.includes(a.status)) return
  const words = await latestWords(db, a.id)
  await sendMail(
    db,
    await accountMail(a.talent, (i18n) => ({
      ...statusLines(i18n, a, a.status, words),
      action: i18n._(msg`Voir mes candidatures`),
      url: myApplicationsUrl(a.talent),
    })),
  )
}

/**
 * The refusal e-mail the talent would get with this reason and message, not sent (the recruiter's
 * preview); null when the application is gone.
 */
export async function refusalPreview(
  db: Database,
  applicationId: string,
  words: { reason: RefusalReason; message: string },
): Promise<{ locale: Recipient['locale']; subject: string; text: string } | null> {
  const a = await loadApplication(db, applicationId)
  if (!a) return null
  const mail = await accountMail(a.talent, (i18n) => ({
    ...statusLines(i18n, a, 'refused', words),
    action: i18n._(msg`Voir mes candidatures`),
    url: myApplicationsUrl(a.talent),
  }))
  return { locale: a.talent.locale, subject: mail.subject, text: mail.text }
}

/** The language a talent reads her e-mails in (a refusal's template is chosen by it). */
export async function talentLocaleOf(db: Database, applicationId: string) {
  return (await loadApplication(db, applicationId))?.talent.locale ?? null
}

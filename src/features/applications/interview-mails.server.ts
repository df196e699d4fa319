/**
 * An interview's e-mails, each in its recipient's language: the proposal to the talent (with the signed
 * link to pick a slot), and once a slot is fixed, moved or cancelled, the calendar invitation to both the
 * talent and the recruiter who invited (one UID per interview, SEQUENCE as stored).
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { eq } from 'drizzle-orm'
import { formatDayTime } from '~/i18n/format'
import { pathFor } from '~/i18n/paths'
import type { Database } from '~/server/db/client'
import { applications, companies, interviews, offers, talents, users } from '~/server/db/schema'
import { env } from '~/server/env'
import { sendMail } from '~/server/mail'
import { accountMail, i18nFor, type Recipient, recipientColumns } from '~/server/mail/templates'
import { type CalendarEvent, calendarAttachment } from './interview-calendar.server'
import { interviewPickUrl } from './interview-links.server'

export type InterviewNews = 'proposed' | 'reproposed' | 'scheduled' | 'moved' | 'cancelled'

const person = {
  ...recipientColumns,
  lastName: users.lastName,
}

async function loadInterview(db: Database, interviewId: string) {
  const [row] = await db
    .select({
      interview: interviews,
      offerTitle: offers.title,
      companyName: companies.name,
      talent: person,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .innerJoin(users, eq(users.id, talents.userId))
    .where(eq(interviews.id, interviewId))
  if (!row) return null
  const [organizer] = row.interview.organizerUserId
    ? await db.select(person).from(users).where(eq(users.id, row.interview.organizerUserId))
    : []
  return { ...row, organizer: organizer ?? null }
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadInterview>>>
type Person = Loaded['talent']

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim()

/** The fixed slot (or, for a cancellation, the one that was fixed). */
function fixedSlot(a: Loaded) {
  return a.interview.slots[a.interview.chosenSlot ?? 0]!
}

function calendarFor(i18n: I18n, a: Loaded, organizer: Person, cancelled: boolean): CalendarEvent {
  const slot = fixedSlot(a)
  return {
    interviewId: a.interview.id,
    sequence: a.interview.sequence,
    startsAt: new Date(slot.startsAt),
    durationMinutes: a.interview.durationMinutes,
    location: slot.location,
    summary: i18n._(msg`Entretien : ${a.offerTitle} (${a.companyName})`),
    description: i18n._(
      msg`Entretien de ${fullName(a.talent)} avec ${a.companyName} pour le poste « ${a.offerTitle} ».`,
    ),
    organizer: { name: fullName(organizer), email: organizer.email },
    attendee: { name: fullName(a.talent), email: a.talent.email },
    cancelled,
  }
}

const talentSpace = (talent: Recipient) => env().appUrl + pathFor('talentApplications', talent.locale)
const recruiterPage = (a: Loaded, member: Recipient) =>
  env().appUrl + pathFor('recruiterApplication', member.locale, { application: a.interview.applicationId })

/** The proposal: every slot spelled out, and the link to pick one. */
function proposalMail(a: Loaded, again: boolean) {
  const title = a.offerTitle
  const company = a.companyName
  return accountMail(a.talent, (i18n) => ({
    subject: again
      ? i18n._(msg`Nouveaux créneaux pour votre entretien « ${title} »`)
      : i18n._(msg`Invitation à un entretien : « ${title} »`),
    lines: [
      again
        ? i18n._(msg`${company} vous propose de nouveaux créneaux d'entretien pour le poste « ${title} ».`)
        : i18n._(msg`${company} vous invite à un entretien pour le poste « ${title} ».`),
      i18n._(msg`Choisissez le créneau qui vous convient :`),
      ...a.interview.slots.map((slot) => `• ${formatDayTime(i18n, slot.startsAt)} — ${slot.location}`),
      i18n._(msg`Vous pouvez aussi choisir dans « Mes candidatures ».`),
    ],
    action: i18n._(msg`Choisir un créneau`),
    url: interviewPickUrl(a.interview.id, a.talent.locale),
  }))
}

/** What each side reads when the slot is fixed, moved or cancelled. */
function calendarLines(i18n: I18n, a: Loaded, news: InterviewNews, forTalent: boolean) {
  const title = a.offerTitle
  const company = a.companyName
  const applicant = fullName(a.talent)
  const slot = fixedSlot(a)
  const when = formatDayTime(i18n, slot.startsAt)
  const where = slot.location
  if (news === 'cancelled')
    return {
      subject: i18n._(msg`Entretien annulé : « ${title} »`),
      lines: [
        forTalent
          ? i18n._(msg`${company} a annulé l'entretien pour le poste « ${title} ».`)
          : i18n._(msg`L'entretien avec ${applicant} pour le poste « ${title} » est annulé.`),
      ],
    }
  const subject =
    news === 'moved'
      ? i18n._(msg`Entretien déplacé : « ${title} »`)
      : i18n._(msg`Entretien confirmé : « ${title} »`)
  const line = forTalent
    ? news === 'moved'
      ? i18n._(msg`${company} a déplacé votre entretien pour le poste « ${title} » : ${when}, ${where}.`)
      : i18n._(msg`Votre entretien avec ${company} pour le poste « ${title} » est fixé : ${when}, ${where}.`)
    : news === 'moved'
      ? i18n._(msg`L'entretien avec ${applicant} pour le poste « ${title} » est déplacé : ${when}, ${where}.`)
      : i18n._(
          msg`${applicant} a choisi son créneau d'entretien pour le poste « ${title} » : ${when}, ${where}.`,
        )
  return { subject, lines: [line, i18n._(msg`L'invitation pour votre agenda est jointe à ce message.`)] }
}

async function calendarMail(a: Loaded, news: InterviewNews, to: Person, forTalent: boolean) {
  const organizer = a.organizer
  const withCalendar = organizer !== null && a.interview.calendarSent
  const mail = await accountMail(to, (i18n) => {
    const content = calendarLines(i18n, a, news, forTalent)
    return {
      ...content,
      lines: withCalendar ? content.lines : content.lines.slice(0, 1),
      action: forTalent ? i18n._(msg`Voir mes candidatures`) : i18n._(msg`Voir la candidature`),
      url: forTalent ? talentSpace(to) : recruiterPage(a, to),
    }
  })
  if (!withCalendar) return mail
  const i18n = await i18nFor(to.locale)
  return { ...mail, attachments: [calendarAttachment(calendarFor(i18n, a, organizer, news === 'cancelled'))] }
}

/** Sends what `news` calls for about the interview; quiet when it is gone. */
export async function sendInterviewMails(db: Database, interviewId: string, news: InterviewNews) {
  const a = await loadInterview(db, interviewId)
  if (!a) return
  if (news === 'proposed' || news === 'reproposed') {
    await sendMail(db, await proposalMail(a, news === 'reproposed'))
    return
  }
  await sendMail(db, await calendarMail(a, news, a.talent, true))
  if (a.organizer) await sendMail(db, await calendarMail(a, news, a.organizer, false))
}

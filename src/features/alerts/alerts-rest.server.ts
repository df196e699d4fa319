/**
 * The alerts as an API, for the talent's own use (the same services as "My alerts"): `GET /api/alerts`,
 * `POST /api/alerts`, `PATCH /api/alerts/<alert>`, `DELETE /api/alerts/<alert>`. Another talent's alert is
 * a 403, nothing changed (404 only when there is no such alert).
 */
import { eq } from 'drizzle-orm'
import { MAX_SEARCH_ALERTS } from '~/domain/alerts'
import { UUID_PATTERN } from '~/domain/validation'
import type { SessionUser } from '~/features/auth/sessions.server'
import type { Locale } from '~/i18n/locales'
import { apiError, parseJsonBody } from '~/server/api'
import type { Database } from '~/server/db/client'
import { searchAlerts } from '~/server/db/schema'
import { alertFieldsChangeSchema, newAlertSchema } from './alert-input'
import {
  changeSavedSearch,
  deleteSavedSearch,
  followedCompanies,
  savedSearches,
  saveSearch,
} from './search-alerts.server'

type Who = { ok: true; user: SessionUser } | { ok: false; response: Response }

function talentOnly(user: SessionUser | null): Who {
  if (!user)
    return {
      ok: false,
      response: apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".'),
    }
  if (user.role !== 'talent')
    return { ok: false, response: apiError(403, 'Alerts belong to talent accounts.') }
  return { ok: true, user }
}

const NEW_ALERT_MESSAGE =
  'Send { name (1 to 80 characters), search: { query, filters } with a keyword or at least one known filter value of the job list, emailAlert, frequency: "daily" | "weekly" }.'

/** `GET /api/alerts`: her saved searches and followed organisations. */
const UNCONFIRMED = () =>
  apiError(403, 'Confirm your e-mail address first: e-mailed alerts go only to a confirmed address.', {
    code: 'unconfirmed',
  })

export async function handleMyAlerts(db: Database, user: SessionUser | null, locale: Locale) {
  const who = talentOnly(user)
  if (!who.ok) return who.response
  const [searches, companies] = await Promise.all([
    savedSearches(db, who.user.id),
    followedCompanies(db, who.user.id, locale),
  ])
  return Response.json({ data: { searches, companies } })
}

/** `POST /api/alerts`: saves a search (201), refused past the limit (409). */
export async function handleSaveAlert(db: Database, user: SessionUser | null, request: Request) {
  const who = talentOnly(user)
  if (!who.ok) return who.response
  const body = await parseJsonBody(request, newAlertSchema, NEW_ALERT_MESSAGE)
  if (!body.ok) return body.response
  const saved = await saveSearch(db, who.user.id, body.data)
  if (saved.ok) return Response.json({ data: { uuid: saved.alertId } }, { status: 201 })
  return saved.error === 'unconfirmed'
    ? UNCONFIRMED()
    : apiError(409, `At most ${MAX_SEARCH_ALERTS} saved searches: delete one first.`)
}

/** `PATCH /api/alerts/<alert>` `{ name?, emailAlert?, frequency? }`. */
export async function handleChangeAlert(
  db: Database,
  user: SessionUser | null,
  alertId: string,
  request: Request,
) {
  const who = talentOnly(user)
  if (!who.ok) return who.response
  if (!UUID_PATTERN.test(alertId)) return apiError(404, 'No such alert.')
  const body = await parseJsonBody(
    request,
    alertFieldsChangeSchema,
    'Send any of { name (1 to 80 characters), emailAlert, frequency: "daily" | "weekly" }.',
  )
  if (!body.ok) return body.response
  const outcome = await changeSavedSearch(db, who.user.id, { alertId, ...body.data })
  if (outcome === 'unconfirmed') return UNCONFIRMED()
  return outcome === 'ok' ? Response.json({ data: { uuid: alertId } }) : refused(db, alertId)
}

/** `DELETE /api/alerts/<alert>`. */
export async function handleDeleteAlert(db: Database, user: SessionUser | null, alertId: string) {
  const who = talentOnly(user)
  if (!who.ok) return who.response
  if (!UUID_PATTERN.test(alertId)) return apiError(404, 'No such alert.')
  return (await deleteSavedSearch(db, who.user.id, alertId))
    ? new Response(null, { status: 204 })
    : refused(db, alertId)
}

async function refused(db: Database, alertId: string) {
  const [row] = await db
    .select({ id: searchAlerts.id })
    .from(searchAlerts)
    .where(eq(searchAlerts.id, alertId))
  return row ? apiError(403, 'This alert belongs to someone else.') : apiError(404, 'No such alert.')
}

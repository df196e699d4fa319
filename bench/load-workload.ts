/**
 * The mixed workload of `bench:load`: each virtual user (one connection) browses, searches, signs in,
 * saves offers, applies, edits her profile and saves alerts, through the public pages, the `/api` and the
 * profile's server function, and writes down every write the app acknowledged.
 */
import { createDefaultSerovalPlugins } from '@tanstack/router-core/ssr/client'
import { fromCrossJSON, toJSONAsync } from 'seroval'

export type Talent = { userId: string; email: string; password: string; address: string; cv?: string }

/** What the run asked and what it got: each answer's time, kind, status (0 = no answer). */
export type Outcome = { at: number; kind: string; status: number; ms: number }

/** Every write the app acknowledged, to be found in the database afterwards. */
export type Acknowledged = {
  applications: { userId: string; applicationId: string; marker: string }[]
  alertsCreated: { userId: string; alertId: string; name: string }[]
  alertsDeleted: { userId: string; alertId: string }[]
  /** Per talent: the last saved-offers list acknowledged, and the lists sent after it without an answer. */
  saved: Map<string, { acknowledged: string[]; unanswered: string[][] }>
  /** Per talent: the last profile text acknowledged, and those sent after it without an answer. */
  profile: Map<string, { acknowledged: string | null; unanswered: string[] }>
}

export type Workload = {
  baseUrl: string
  deadline: number
  started: number
  pages: string[]
  offerIds: string[]
  /** The profile's server functions (their ids in this build: bench/load.ts reads them). */
  profileFns: { get: string; save: string }
  outcomes: Outcome[]
  acknowledged: Acknowledged
}

const IMPACT = {
  dreamCompany: 'ngo',
  goals: [7, 13],
  impactMeaning: 'both',
  atmosphere: 'mix',
  teamBuilding: 'hike',
  funAnecdote: '',
  dinnerGuest: '',
}

const seen = new Set<string>()

/** A server function's answer, read as the framework's client reads it (seroval with its plugins). */
const plugins = createDefaultSerovalPlugins()
const decodeServerFnAnswer = (text: string) =>
  fromCrossJSON(JSON.parse(text), { plugins, refs: new Map() }) as { result: unknown }
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

/** One virtual user's loop until the deadline. */
export async function runVirtualUser(talent: Talent, work: Workload, index: number): Promise<void> {
  let token: string | null = null
  let profileVersion: number | null = null
  let liveAlerts: string[] = []
  const savedOffers: string[] = []
  let sequence = 0
  const marker = () => `load-${index}-${++sequence}-${Date.now().toString(36)}`
  const headers = (json = false): Record<string, string> => ({
    'x-forwarded-for': talent.address,
    'accept-language': 'fr-BE',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  })

  async function call(kind: string, path: string, init: RequestInit = {}): Promise<Response | null> {
    const started = performance.now()
    try {
      const response = await fetch(work.baseUrl + path, { ...init, signal: AbortSignal.timeout(15_000) })
      const body = await response.arrayBuffer()
      work.outcomes.push({ at: Date.now(), kind, status: response.status, ms: performance.now() - started })
      if (process.env.BENCH_DEBUG && response.status >= 400 && !seen.has(kind)) {
        seen.add(kind)
        console.info(kind, response.status, new TextDecoder().decode(body).slice(0, 400))
      }
      return new Response(body.byteLength > 0 ? body : null, response)
    } catch {
      work.outcomes.push({ at: Date.now(), kind, status: 0, ms: performance.now() - started })
      return null
    }
  }

  async function signIn() {
    const answer = await call('sign in', '/api/auth/login', {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify({ email: talent.email, password: talent.password }),
    })
    if (answer?.ok) token = ((await answer.json()) as { access_token: string }).access_token
  }

  async function saveOffer() {
    const offer = pick(work.offerIds)
    if (savedOffers.includes(offer)) return
    const list = [...savedOffers, offer]
    const state = work.acknowledged.saved.get(talent.userId) ?? { acknowledged: [], unanswered: [] }
    work.acknowledged.saved.set(talent.userId, state)
    const answer = await call('save', '/api/talents/toggle-save', {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify({ talent_uuid: talent.userId, saved_data: list }),
    })
    if (answer?.ok) {
      savedOffers.push(offer)
      work.acknowledged.saved.set(talent.userId, { acknowledged: list, unanswered: [] })
    } else if (!answer || answer.status >= 500) state.unanswered.push(list)
  }

  async function apply() {
    if (!talent.cv) return
    const text = marker()
    const answer = await call('apply', '/api/applications', {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify({
        offer_uuid: pick(work.offerIds),
        cv: talent.cv,
        cover_letter_text: text,
        consent: true,
        student_declaration: true,
        answers: [],
      }),
    })
    if (answer?.status === 201) {
      const { data } = (await answer.json()) as { data: { uuid: string } }
      work.acknowledged.applications.push({ userId: talent.userId, applicationId: data.uuid, marker: text })
    }
  }

  async function saveAlert() {
    if (liveAlerts.length >= 10) {
      const alertId = liveAlerts[0]!
      const answer = await call('delete alert', `/api/alerts/${alertId}`, {
        method: 'DELETE',
        headers: headers(),
      })
      if (answer?.ok || answer?.status === 404) liveAlerts = liveAlerts.slice(1)
      if (answer?.ok) work.acknowledged.alertsDeleted.push({ userId: talent.userId, alertId })
      return
    }
    const name = marker()
    const answer = await call('save alert', '/api/alerts', {
      method: 'POST',
      headers: headers(true),
      body: JSON.stringify({
        name,
        search: { query: pick(['énergie', 'projet', 'social', 'coop']), filters: {} },
        emailAlert: false,
        frequency: 'weekly',
      }),
    })
    if (answer?.ok) {
      const { data } = (await answer.json()) as { data: { uuid: string } }
      liveAlerts.push(data.uuid)
      work.acknowledged.alertsCreated.push({ userId: talent.userId, alertId: data.uuid, name })
    }
  }

  /** The profile's impact section through its server function, from the version last seen. */
  async function editProfile() {
    const text = marker()
    const state = work.acknowledged.profile.get(talent.userId) ?? { acknowledged: null, unanswered: [] }
    work.acknowledged.profile.set(talent.userId, state)
    const payload = {
      data: { section: 'impact', version: profileVersion ?? 0, values: { ...IMPACT, superpower: text } },
    }
    const answer = await call('edit profile', `/_serverFn/${work.profileFns.save}`, {
      method: 'POST',
      headers: { ...headers(true), 'x-tsr-serverFn': 'true', accept: 'application/json' },
      body: JSON.stringify(await toJSONAsync(payload)),
    })
    if (!answer || answer.status >= 500) {
      state.unanswered.push(text)
      profileVersion = null
      return
    }
    if (!answer.ok) return
    const { result } = decodeServerFnAnswer(await answer.text()) as {
      result: { ok: true; profile: { versions: Record<string, number> } } | { ok: false; error: string }
    }
    if (result.ok) {
      profileVersion = result.profile.versions.impact ?? null
      work.acknowledged.profile.set(talent.userId, { acknowledged: text, unanswered: [] })
    } else profileVersion = null
    // A conflict (a save answered too late, or never): the next save starts from the version read here.
    if (profileVersion === null) profileVersion = await currentProfileVersion()
  }

  async function currentProfileVersion(): Promise<number | null> {
    const answer = await call('edit profile', `/_serverFn/${work.profileFns.get}`, {
      headers: { ...headers(), 'x-tsr-serverFn': 'true', accept: 'application/json' },
    })
    if (!answer?.ok) return null
    const { result: profile } = decodeServerFnAnswer(await answer.text()) as {
      result: { versions: Record<string, number> } | null
    }
    return profile?.versions.impact ?? null
  }

  await signIn()
  while (Date.now() < work.deadline) {
    await step().catch((error: unknown) => {
      // An answer the bench could not read: counted, never the end of the run.
      work.outcomes.push({ at: Date.now(), kind: 'bench error', status: 0, ms: 0 })
      if (process.env.BENCH_DEBUG) console.info(error)
    })
  }

  async function step() {
    const roll = Math.random()
    if (!token || roll < 0.04) await signIn()
    else if (roll < 0.4)
      await call('browse', pick(work.pages), { headers: { ...headers(), 'accept-encoding': 'br' } })
    else if (roll < 0.55)
      await call(
        'search',
        `/api/search/jobs?query=${encodeURIComponent(pick(['énergie', 'projet', 'coop', 'social']))}&limit=20&page=${1 + Math.floor(Math.random() * 3)}`,
        { headers: headers() },
      )
    else if (roll < 0.67) await saveOffer()
    else if (roll < 0.76) await apply()
    else if (roll < 0.88) await editProfile()
    else await saveAlert()
  }
}

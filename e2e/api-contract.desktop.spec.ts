/**
 * The `/api` contract: every operation of `/api/openapi.json` is called with a valid and an invalid
 * example against the production server; each answer's status must be one the document lists for the
 * operation, and its body must match the documented schema (JSON Schema 2020-12, ajv) or content type.
 * An operation without examples here, or a route file under src/routes/api without a documented path,
 * fails the test. Plus the reference page in three languages, axe-clean.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { documentedPathOf } from '../src/features/api-docs/documented-path'
import { pdfFile, photo } from '../tests/upload-files'
import {
  confirmAddress,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  LOCALES,
  prefix,
  signUpTalent,
  test,
  uniqueEmail,
} from './fixtures'
import { E2E_OPS_TOKEN } from './ops-token'

type Json = Record<string, unknown>
type Who = 'talent' | 'recruiter' | 'operator' | 'nobody'

/** One example request: `path` with its parameters filled, a JSON or multipart body, who sends it. */
type Example = {
  path: string
  query?: Record<string, string | number>
  json?: unknown
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>
  as?: Who
  /** The statuses this example may answer (documented ones); valid examples default to 2xx/3xx. */
  expect?: number[]
}

/** What the examples share: the accounts' tokens and the ids earlier answers gave. */
type Context = {
  request: APIRequestContext
  talentEmail: string
  tokens: Partial<Record<Who, string>>
  userId?: string
  cvLocation?: string
  pictureLocation?: string
  alertId?: string
  offerId?: string
  companyId?: string
  applicationId?: string
  interviewId?: string
  note?: string
}

/** An example, or why there is none (an operation that takes no input has no invalid call). */
type Case = {
  valid: (context: Context) => Example | Promise<Example>
  invalid: ((context: Context) => Example) | `none: ${string}`
  /** Reads what later examples need from the valid answer. */
  after?: (body: unknown, context: Context) => void
}

const RECRUITER = 'habitat-partage-1@demo.tremplin.be'
/** Interview slots a year ahead (Belgian dates and times). */
const AHEAD = [
  { date: `${new Date().getFullYear() + 1}-03-15`, time: '10:30', location: 'Rue Haute 12, 1000 Bruxelles' },
  {
    date: `${new Date().getFullYear() + 1}-03-16`,
    time: '14:00',
    location: 'https://meet.example.org/tremplin',
  },
  { date: `${new Date().getFullYear() + 1}-03-17`, time: '09:00', location: 'Rue Haute 12, 1000 Bruxelles' },
]
const b64 = (text: string) => Buffer.from(text).toString('base64url')

/** Examples by operationId, in the order they run (later ones use what earlier ones answered). */
const CASES: Record<string, Case> = {
  health: { valid: () => ({ path: '/api/health' }), invalid: 'none: takes no input' },
  readiness: { valid: () => ({ path: '/api/ready' }), invalid: 'none: takes no input' },
  openApiDocument: { valid: () => ({ path: '/api/openapi.json' }), invalid: 'none: takes no input' },
  login: {
    valid: (context) => ({
      path: '/api/auth/login',
      json: { email: context.talentEmail, password: 'a-test-password-1' },
    }),
    invalid: () => ({ path: '/api/auth/login', json: { email: 'not-an-address', password: 'x' } }),
    after: (body, context) => {
      context.tokens.talent = (body as { access_token: string }).access_token
    },
  },
  currentUser: {
    valid: () => ({ path: '/api/auth/user', as: 'talent' }),
    invalid: () => ({ path: '/api/auth/user', as: 'nobody' }),
    after: (body, context) => {
      context.userId = (body as { data: { uuid: string } }).data.uuid
    },
  },
  linkedinSignIn: {
    valid: () => ({ path: '/api/auth/linkedin', expect: [302] }),
    invalid: 'none: takes no input',
  },
  searchJobs: {
    valid: () => ({ path: '/api/search/jobs', query: { query: 'projet', filters: '{}', limit: 3 } }),
    invalid: () => ({ path: '/api/search/jobs', query: { limit: 0 } }),
  },
  searchOrganisations: {
    valid: () => ({ path: '/api/search/general/entreprise', query: { query: 'coop', limit: 3 } }),
    invalid: () => ({ path: '/api/search/general/entreprise', query: { limit: 'many' } }),
  },
  searchArticles: {
    valid: () => ({ path: '/api/search/articles', query: { query: '' } }),
    invalid: () => ({ path: '/api/search/articles', query: { limit: 51 } }),
  },
  searchSkills: {
    valid: () => ({ path: '/api/skills', query: { query: 'ges', limit: 5, select: 'label,type' } }),
    invalid: () => ({ path: '/api/skills', query: { select: 'colour' } }),
  },
  suggestedSkills: {
    valid: () => ({ path: '/api/skills/default' }),
    invalid: () => ({ path: '/api/skills/default', query: { limit: 3 } }),
  },
  popularPages: {
    valid: () => ({ path: '/api/pages' }),
    invalid: () => ({ path: '/api/pages', query: { page: 2 } }),
  },
  subscribeNewsletter: {
    valid: () => ({ path: '/api/newsletter', json: { mail: uniqueEmail('api-contract') } }),
    invalid: () => ({ path: '/api/newsletter', json: { mail: 'nobody' } }),
  },
  logEvent: {
    valid: () => ({
      path: '/api/events/log',
      // The shape the spec's clients send: what they do not have is null.
      json: {
        type: 'page_view',
        enterprise_uuid: null,
        offer_uuid: null,
        extra: { path: '/offres-emploi', name: '/{-$locale}/_lists/offres-emploi', query: {}, params: {} },
        long_session_id: null,
        session_id: null,
      },
    }),
    invalid: () => ({ path: '/api/events/log', json: { type: 'purchase' } }),
  },
  upload: {
    valid: async () => ({
      path: '/api/upload',
      as: 'talent',
      multipart: {
        'file-0': { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await pdfFile() },
        'file-1': {
          name: 'me.png',
          mimeType: 'image/png',
          buffer: await photo('png', { width: 300, height: 300 }),
        },
      },
    }),
    invalid: () => ({ path: '/api/upload', as: 'talent', json: { file: 'cv.pdf' } }),
    after: (body, context) => {
      ;[context.cvLocation, context.pictureLocation] = body as string[]
    },
  },
  privateFile: {
    // Unsigned, her own file redirects to a fresh signed link (a documented 302); the example is that link.
    valid: async (context) => {
      const unsigned: Example = { path: context.cvLocation!, as: 'talent' }
      const redirect = await send(context.request, 'get', unsigned, context)
      expect(redirect.status()).toBe(302)
      const signed = new URL(redirect.headers().location!, 'http://localhost')
      return { path: signed.pathname, query: Object.fromEntries(signed.searchParams) }
    },
    invalid: (context) => ({ path: context.cvLocation!, query: { expires: 'soon', signature: 'x' } }),
  },
  resizedImage: {
    valid: (context) => ({ path: '/api/resized', query: { url: b64(context.pictureLocation!), size: 200 } }),
    invalid: (context) => ({
      path: '/api/resized',
      query: { url: b64(context.pictureLocation!), size: 'big' },
    }),
  },
  ownTalent: {
    valid: () => ({ path: '/api/talents', as: 'talent' }),
    invalid: () => ({ path: '/api/talents', as: 'talent', query: { uuid: 'me' } }),
  },
  importCv: {
    // The test PDF has no text: the import answers 422 `unreadable`, a documented answer.
    valid: (context) => ({
      path: '/api/talents/get-cv',
      as: 'talent',
      query: { link: context.cvLocation! },
      expect: [200, 422],
    }),
    invalid: () => ({ path: '/api/talents/get-cv', as: 'talent', query: { name: 'cv.pdf' } }),
  },
  createAlert: {
    valid: () => ({
      path: '/api/alerts',
      as: 'talent',
      json: {
        name: 'API',
        search: { query: 'énergie', filters: {} },
        emailAlert: false,
        frequency: 'weekly',
      },
    }),
    invalid: () => ({
      path: '/api/alerts',
      as: 'talent',
      json: { name: '', search: {}, frequency: 'hourly' },
    }),
    after: (body, context) => {
      context.alertId = (body as { data: { uuid: string } }).data.uuid
    },
  },
  listAlerts: {
    valid: () => ({ path: '/api/alerts', as: 'talent' }),
    invalid: () => ({ path: '/api/alerts', as: 'nobody' }),
  },
  changeAlert: {
    valid: (context) => ({ path: `/api/alerts/${context.alertId}`, as: 'talent', json: { name: 'API (2)' } }),
    invalid: (context) => ({
      path: `/api/alerts/${context.alertId}`,
      as: 'talent',
      json: { frequency: 'hourly' },
    }),
  },
  deleteAlert: {
    valid: (context) => ({ path: `/api/alerts/${context.alertId}`, as: 'talent' }),
    invalid: () => ({ path: '/api/alerts/not-an-alert', as: 'talent' }),
  },
  unsubscribeOneClick: {
    // The signed token only exists in a digest e-mail: e2e/alert-digests.desktop.spec.ts follows one.
    valid: () => ({ path: '/api/alerts/unsubscribe', query: { token: 'not-a-token' }, expect: [400] }),
    invalid: () => ({ path: '/api/alerts/unsubscribe' }),
  },
  unsubscribeLanding: {
    valid: () => ({ path: '/api/alerts/unsubscribe', query: { token: 'any' }, expect: [303] }),
    invalid: 'none: any token is sent on to the page, which explains',
  },
  runAlertDigests: {
    valid: () => ({ path: '/api/ops/alert-digests', as: 'operator' }),
    invalid: () => ({ path: '/api/ops/alert-digests', as: 'talent' }),
  },
  recruiterOffers: {
    valid: () => ({ path: '/api/recruiter/offers', as: 'recruiter' }),
    invalid: () => ({ path: '/api/recruiter/offers', as: 'talent' }),
    after: (body, context) => {
      const offers = (body as { data: { offers: { id: string; open: boolean }[] }[] }).data.flatMap(
        (company) => company.offers,
      )
      context.offerId = offers.find((offer) => offer.open)?.id
      context.companyId = (body as { data: { id: string; role: string }[] }).data.find(
        (c) => c.role === 'owner',
      )?.id
    },
  },
  offerApplicants: {
    valid: (context) => ({
      path: `/api/recruiter/offers/${context.offerId}/applications`,
      as: 'recruiter',
      query: { page: 1 },
    }),
    invalid: (context) => ({
      path: `/api/recruiter/offers/${context.offerId}/applications`,
      as: 'recruiter',
      query: { page: 0 },
    }),
  },
  changeOfferStatus: {
    // Publishing a published offer changes nothing: the documented 409.
    valid: (context) => ({
      path: `/api/recruiter/offers/${context.offerId}/status`,
      as: 'recruiter',
      json: { action: 'publish' },
      expect: [409],
    }),
    invalid: (context) => ({
      path: `/api/recruiter/offers/${context.offerId}/status`,
      as: 'recruiter',
      json: { action: 'delete' },
    }),
  },
  listOfferSources: {
    valid: (context) => ({ path: `/api/recruiter/companies/${context.companyId}/sources`, as: 'recruiter' }),
    invalid: (context) => ({ path: `/api/recruiter/companies/${context.companyId}/sources`, as: 'talent' }),
  },
  previewOfferSource: {
    // The server's own health answer is no job feed: a preview that says why nothing can be read.
    valid: (context) => ({
      path: `/api/recruiter/companies/${context.companyId}/sources/preview`,
      as: 'recruiter',
      json: { kind: 'feed', url: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/api/health` },
    }),
    invalid: (context) => ({
      path: `/api/recruiter/companies/${context.companyId}/sources/preview`,
      as: 'recruiter',
      json: { kind: 'website', url: 'https://example.org' },
    }),
  },
  addOfferSource: {
    // A private address is refused before anything is stored: the documented 422.
    valid: (context) => ({
      path: `/api/recruiter/companies/${context.companyId}/sources`,
      as: 'recruiter',
      json: { kind: 'careers_page', url: 'http://10.0.0.1/jobs', publish: null },
      expect: [422],
    }),
    invalid: (context) => ({
      path: `/api/recruiter/companies/${context.companyId}/sources`,
      as: 'recruiter',
      json: { url: 42 },
    }),
  },
  importOfferSource: {
    valid: () => ({
      path: `/api/recruiter/sources/${crypto.randomUUID()}/import`,
      as: 'recruiter',
      expect: [404],
    }),
    invalid: () => ({ path: `/api/recruiter/sources/${crypto.randomUUID()}/import`, as: 'talent' }),
  },
  removeOfferSource: {
    valid: () => ({ path: `/api/recruiter/sources/${crypto.randomUUID()}`, as: 'recruiter', expect: [404] }),
    invalid: () => ({ path: `/api/recruiter/sources/${crypto.randomUUID()}`, as: 'nobody' }),
  },
  listMyApplications: {
    valid: () => ({ path: '/api/applications', as: 'talent', query: { tab: 'all' } }),
    invalid: () => ({ path: '/api/applications', as: 'talent', query: { tab: 'saved' } }),
  },
  apply: {
    valid: (context) => ({
      path: '/api/applications',
      as: 'talent',
      json: {
        offer_uuid: context.offerId,
        cv: context.cvLocation,
        consent: true,
        student_declaration: true,
        answers: [],
      },
    }),
    invalid: (context) => ({
      path: '/api/applications',
      as: 'talent',
      json: { offer_uuid: context.offerId, consent: 'yes' },
    }),
    after: (body, context) => {
      context.applicationId = (body as { data: { uuid: string } }).data.uuid
    },
  },
  recordExternalApplication: {
    // Which offers are applied for on the organisation's site is on their pages, not in the API: the
    // first public offer the endpoint takes.
    valid: async (context) => {
      // Page by page: browser tests running beside this one publish offers that come first.
      for (let page = 1; page <= 20; page++) {
        const [hits] = (await (
          await context.request.get('/api/search/jobs', { params: { limit: 50, page } })
        ).json()) as [{ uuid: string }[], number]
        for (const hit of hits) {
          const example: Example = {
            path: '/api/applications/external',
            as: 'talent',
            json: { offer_uuid: hit.uuid },
          }
          if ((await send(context.request, 'post', example, context)).ok()) return example
        }
        if (hits.length < 50) break
      }
      throw new Error('no public offer applied for on an organisation site')
    },
    invalid: () => ({ path: '/api/applications/external', as: 'talent', json: { offer_uuid: 'nope' } }),
  },
  recruiterApplication: {
    valid: (context) => ({ path: `/api/recruiter/applications/${context.applicationId}`, as: 'recruiter' }),
    invalid: () => ({ path: '/api/recruiter/applications/nope', as: 'recruiter' }),
  },
  saveOrganisationNote: {
    valid: (context) => ({
      path: `/api/recruiter/applications/${context.applicationId}/note`,
      as: 'recruiter',
      json: { note: 'Read through the API' },
    }),
    invalid: (context) => ({
      path: `/api/recruiter/applications/${context.applicationId}/note`,
      as: 'recruiter',
      json: { note: 42 },
    }),
  },
  // An interview is arranged on an application in progress: Claire's move first, as a client would.
  inviteToInterview: {
    valid: async (context) => {
      const moved = await send(
        context.request,
        'post',
        {
          path: '/api/applications/status',
          as: 'recruiter',
          json: { application_uuid: context.applicationId, from: 'new', to: 'pending' },
        },
        context,
      )
      expect(moved.status()).toBe(200)
      return {
        path: `/api/recruiter/applications/${context.applicationId}/interviews`,
        as: 'recruiter',
        json: { slots: [AHEAD[0], AHEAD[1]], duration_minutes: 45 },
      }
    },
    invalid: (context) => ({
      path: `/api/recruiter/applications/${context.applicationId}/interviews`,
      as: 'recruiter',
      json: { slots: [] },
    }),
    after: (body, context) => {
      context.interviewId = (body as { data: { id: string } }).data.id
    },
  },
  changeInterview: {
    valid: (context) => ({
      path: `/api/recruiter/interviews/${context.interviewId}`,
      as: 'recruiter',
      json: { slots: [AHEAD[1], AHEAD[2]], duration_minutes: null },
    }),
    invalid: (context) => ({
      path: `/api/recruiter/interviews/${context.interviewId}`,
      as: 'recruiter',
      json: { slots: [{ date: '2020-01-10', time: '10:00', location: 'Bruxelles' }] },
    }),
  },
  pickInterviewSlot: {
    valid: (context) => ({
      path: `/api/applications/interviews/${context.interviewId}/pick`,
      as: 'talent',
      json: { slot: 1 },
    }),
    invalid: (context) => ({
      path: `/api/applications/interviews/${context.interviewId}/pick`,
      as: 'talent',
      json: { slot: 'first' },
    }),
  },
  cancelInterview: {
    valid: (context) => ({ path: `/api/recruiter/interviews/${context.interviewId}`, as: 'recruiter' }),
    invalid: () => ({ path: '/api/recruiter/interviews/nope', as: 'recruiter' }),
  },
  previewRefusal: {
    valid: (context) => ({
      path: `/api/recruiter/applications/${context.applicationId}/refusal-preview`,
      as: 'recruiter',
      query: { reason: 'position-filled' },
    }),
    invalid: (context) => ({
      path: `/api/recruiter/applications/${context.applicationId}/refusal-preview`,
      as: 'recruiter',
      query: { reason: 'rude' },
    }),
  },
  // The interview's examples put the application in progress: refusing it "from new" is the documented
  // 409, and nothing changes.
  refuseApplication: {
    valid: (context) => ({
      path: `/api/recruiter/applications/${context.applicationId}/refusal`,
      as: 'recruiter',
      json: { from: 'new', reason: 'profile' },
      expect: [409],
    }),
    invalid: (context) => ({
      path: `/api/recruiter/applications/${context.applicationId}/refusal`,
      as: 'recruiter',
      json: { from: 'new', reason: 'rude' },
    }),
  },
  // Refusing a whole demo offer would answer other journeys' applicants: an offer that does not exist.
  refuseRemainingApplicants: {
    valid: () => ({
      path: '/api/recruiter/offers/00000000-0000-4000-8000-000000000000/refuse-remaining',
      as: 'recruiter',
      json: { reason: 'position-filled' },
      expect: [404],
    }),
    invalid: (context) => ({
      path: `/api/recruiter/offers/${context.offerId}/refuse-remaining`,
      as: 'recruiter',
      json: { reason: 'rude' },
    }),
  },
  undoRefuseRemaining: {
    valid: (context) => ({
      path: `/api/recruiter/offers/${context.offerId}/refuse-remaining/undo`,
      as: 'recruiter',
      json: {
        refused: [
          { application_uuid: context.applicationId, event_uuid: '00000000-0000-4000-8000-000000000000' },
        ],
      },
    }),
    invalid: (context) => ({
      path: `/api/recruiter/offers/${context.offerId}/refuse-remaining/undo`,
      as: 'recruiter',
      json: { refused: [] },
    }),
  },
  getAnswerSettings: {
    valid: (context) => ({
      path: `/api/recruiter/organisations/${context.companyId}/answers`,
      as: 'recruiter',
    }),
    invalid: (context) => ({
      path: `/api/recruiter/organisations/${context.companyId}/answers`,
      as: 'talent',
    }),
  },
  changeAnswerSettings: {
    valid: (context) => ({
      path: `/api/recruiter/organisations/${context.companyId}/answers`,
      as: 'recruiter',
      json: { answer_days: 21, templates: null },
    }),
    invalid: (context) => ({
      path: `/api/recruiter/organisations/${context.companyId}/answers`,
      as: 'recruiter',
      json: { answer_days: 3 },
    }),
  },
  getResponseRecord: {
    valid: (context) => ({ path: `/api/organisations/${context.companyId}/response-record` }),
    invalid: () => ({ path: '/api/organisations/nope/response-record' }),
  },
  runAnswerDeadlines: {
    valid: () => ({ path: '/api/ops/answer-deadlines', as: 'operator' }),
    invalid: () => ({ path: '/api/ops/answer-deadlines', as: 'talent' }),
  },
  // Her withdrawal leaves the demo organisation's counts as they were.
  changeApplicationStatus: {
    valid: (context) => ({
      path: '/api/applications/status',
      as: 'talent',
      json: { application_uuid: context.applicationId, from: 'pending', to: 'withdrawn' },
    }),
    invalid: (context) => ({
      path: '/api/applications/status',
      as: 'talent',
      json: { application_uuid: context.applicationId, from: 'new', to: 'gone' },
    }),
  },
  replaceSavedItems: {
    valid: (context) => ({
      path: '/api/talents/toggle-save',
      as: 'talent',
      json: { talent_uuid: context.userId, saved_data: [context.offerId] },
    }),
    invalid: (context) => ({
      path: '/api/talents/toggle-save',
      as: 'talent',
      json: { talent_uuid: context.userId, saved_data: ['x'] },
    }),
  },
  exportMyData: {
    valid: () => ({ path: '/api/account/data-export', as: 'talent' }),
    invalid: () => ({ path: '/api/account/data-export', as: 'nobody' }),
  },
}

type Operation = {
  operationId: string
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Json }

function routeFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(root, join(folder, entry.name))
      : entry.name.endsWith('.ts')
        ? [relative(root, join(folder, entry.name))]
        : [],
  )
}

async function send(request: APIRequestContext, method: string, example: Example, context: Context) {
  const token =
    example.as === 'operator' ? E2E_OPS_TOKEN : example.as ? context.tokens[example.as] : undefined
  const query = Object.fromEntries(
    Object.entries(example.query ?? {}).map(([key, value]) => [key, String(value)]),
  )
  return request.fetch(example.path, {
    method: method.toUpperCase(),
    params: query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(example.json !== undefined ? { data: example.json } : {}),
    ...(example.multipart ? { multipart: example.multipart } : {}),
    maxRedirects: 0,
  })
}

test.describe('the /api contract', () => {
  test('every route file under src/routes/api is documented, and every operation has examples', async ({
    request,
  }) => {
    const document = (await (await request.get('/api/openapi.json')).json()) as Document
    const root = join(import.meta.dirname, '../src/routes/api')
    const files = routeFiles(root).filter((file) => file !== '$.ts')
    expect(files.map(documentedPathOf).filter((path) => !(path in document.paths))).toEqual([])
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    )
    expect(
      ids.filter((id) => !(id in CASES)),
      'operations without examples',
    ).toEqual([])
    expect(
      Object.keys(CASES).filter((id) => !ids.includes(id)),
      'examples of no operation',
    ).toEqual([])
  })

  test('each operation answers its valid and invalid examples as documented', async ({ page, request }) => {
    test.setTimeout(180_000)
    const response = await request.get('/api/openapi.json')
    expect(response.headers()['cache-control']).toBe('public, max-age=300')
    const document = (await response.json()) as Document
    expect(document.openapi).toMatch(/^3\.1\./)
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    ajv.addSchema({ $id: 'https://tremplin.test/openapi.json', components: document.components })
    const operations = new Map(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => [
          operation.operationId,
          { path, method, operation },
        ]),
      ),
    )

    const context: Context = { request, talentEmail: await signUpTalent(page, 'fr', 'Api'), tokens: {} }
    // Applying needs a confirmed address.
    await confirmAddress(page, context.talentEmail)
    const recruiter = await request.post('/api/auth/login', {
      data: { email: RECRUITER, password: 'tremplin-demo', space: 'recruiter' },
    })
    expect(recruiter.status()).toBe(200)
    context.tokens.recruiter = ((await recruiter.json()) as { access_token: string }).access_token

    /** The answer is one the operation documents, with the documented content type and schema. */
    async function check(
      id: string,
      kind: string,
      answer: APIResponse,
      allowed: (status: number) => boolean,
    ) {
      const { operation } = operations.get(id)!
      const status = answer.status()
      const label = `${id} (${kind}) answered ${status}: ${(await answer.text()).slice(0, 300)}`
      expect(Object.keys(operation.responses), label).toContain(String(status))
      expect(allowed(status), label).toBe(true)
      const content = operation.responses[String(status)]?.content
      if (!content) return
      const type = answer.headers()['content-type'] ?? ''
      const [mediaType, media] = Object.entries(content)[0]!
      expect(type, label).toContain(mediaType)
      if (mediaType !== 'application/json' || !media.schema) return
      const schema = JSON.parse(
        JSON.stringify(media.schema).replaceAll(
          '"#/components/',
          '"https://tremplin.test/openapi.json#/components/',
        ),
      )
      const validate = ajv.compile(schema)
      const valid = validate(await answer.json())
      expect(validate.errors ?? [], label).toEqual([])
      expect(valid).toBe(true)
    }

    // A method a path does not document is a 405 naming the ones it takes, in the documented error shape.
    for (const [path, item] of Object.entries(document.paths)) {
      const other = ['put', 'patch', 'delete', 'post'].find((method) => !(method in item))!
      const concrete = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')
      const answer = await request.fetch(concrete, { method: other.toUpperCase(), maxRedirects: 0 })
      expect(answer.status(), `${other.toUpperCase()} ${path}`).toBe(405)
      expect(answer.headers().allow?.toLowerCase().split(', ').sort(), path).toEqual(Object.keys(item).sort())
      const validate = ajv.getSchema('https://tremplin.test/openapi.json#/components/schemas/ApiError')!
      expect(validate(await answer.json()), path).toBe(true)
    }

    for (const [id, examples] of Object.entries(CASES)) {
      const { method } = operations.get(id)!
      await test.step(`${method.toUpperCase()} ${id}`, async () => {
        let valid = await examples.valid(context)
        let answer = await send(request, method, valid, context)
        // The offer's questions are not in the API: one answer per question, found as a client would.
        for (let count = 1; id === 'apply' && answer.status() === 422 && count <= 3; count++) {
          valid = { ...valid, json: { ...(valid.json as Json), answers: Array(count).fill('Oui.') } }
          answer = await send(request, method, valid, context)
        }
        await check(id, 'valid', answer, (status) =>
          valid.expect ? valid.expect.includes(status) : status < 400,
        )
        if (examples.after) examples.after(await answer.json(), context)
        if (typeof examples.invalid === 'string') return
        const invalid = examples.invalid(context)
        const refused = await send(request, method, invalid, context)
        await check(id, 'invalid', refused, (status) => status >= 400 && status < 500)
      })
    }
  })
})

test.describe('the API reference page', () => {
  const PATHS = { fr: '/developpeurs/api', nl: '/ontwikkelaars/api', en: '/developers/api' } as const
  const TITLES = {
    fr: 'API publique de Tremplin',
    nl: 'Publieke API van Tremplin',
    en: 'Tremplin public API',
  }

  for (const locale of LOCALES) {
    test(`lists every endpoint in ${locale}`, async ({ page, request }) => {
      test.setTimeout(120_000)
      const document = (await (await request.get('/api/openapi.json')).json()) as Document
      await gotoHydrated(page, `${prefix(locale)}${PATHS[locale]}`)
      await expect(page.getByRole('heading', { level: 1, name: TITLES[locale] })).toBeVisible()
      await expect(page.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute(
        'href',
        '/api/openapi.json',
      )
      const operations = Object.values(document.paths).flatMap((item) => Object.values(item))
      await expect(page.getByRole('article')).toHaveCount(operations.length)
      for (const operation of operations.slice(0, 5))
        await expect(page.locator(`h3[id="${operation.operationId}"]`)).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }

  test('the footer links to it', async ({ page }) => {
    await gotoHydrated(page, '/en')
    await page.getByRole('contentinfo').getByRole('link', { name: 'API for developers' }).click()
    await expect(page).toHaveURL(/\/en\/developers\/api$/)
  })
})

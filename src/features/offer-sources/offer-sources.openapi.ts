/** The offer sources' `/api` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import {
  CONTENT_LANGUAGES,
  CONTRACT_TYPES,
  JOB_CATEGORIES,
  RANGE_KINDS,
  REGIONS,
  REMOTE_POLICIES,
} from '~/domain/enums'
import { ITEM_REFUSALS, SOURCE_APPLY_ON, SOURCE_KINDS, SOURCE_REFUSALS } from '~/domain/offer-sources'
import { type ApiOperation, data, errors, id, json, jsonBody, SIGNED_IN } from '~/server/openapi/document'
import { sourceBody } from './offer-sources-api.server'

const reason = z.enum([...ITEM_REFUSALS, ...SOURCE_REFUSALS])
const refusal = z
  .object({
    item: z.string().meta({ description: 'The item’s title or id, or the page’s address.' }),
    reason,
  })
  .meta({ example: { item: 'Comptable', reason: 'no-description' } })

const report = z
  .object({
    created: z.int().min(0),
    updated: z.int().min(0),
    archived: z.int().min(0),
    unchanged: z.int().min(0),
    refused: z.array(refusal),
    failure: reason
      .nullable()
      .meta({ description: 'Set when the source could not be read: nothing changed.' }),
  })
  .meta({
    example: {
      created: 2,
      updated: 1,
      archived: 1,
      unchanged: 4,
      refused: [{ item: 'Comptable', reason: 'no-description' }],
      failure: null,
    },
  })

const run = z.object({
  id,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  failure: reason.nullable(),
  created: z.int().min(0),
  updated: z.int().min(0),
  archived: z.int().min(0),
  unchanged: z.int().min(0),
  refused: z.array(refusal),
})

const sources = z.object({
  companyId: id,
  companyName: z.string(),
  canManage: z.boolean().meta({ description: 'True for an owner of an organisation not suspended.' }),
  suspended: z.boolean(),
  sources: z.array(
    z.object({
      id,
      kind: z.enum(SOURCE_KINDS),
      url: z.string(),
      publish: z.boolean(),
      applyOn: z.enum(SOURCE_APPLY_ON),
      intervalHours: z.int().min(1),
      active: z.boolean(),
      lastRunAt: z.string().nullable(),
      runs: z.array(run).meta({ description: 'The last ten runs, newest first (reports are kept 90 days).' }),
    }),
  ),
})

const preview = z.union([
  z
    .object({
      ok: z.literal(true),
      items: z.array(
        z.object({
          title: z.string(),
          contractType: z.enum(CONTRACT_TYPES),
          region: z.enum(REGIONS).nullable(),
          office: z.string().nullable(),
          remotePolicy: z.enum(REMOTE_POLICIES),
          category: z.enum(JOB_CATEGORIES),
          language: z.enum(CONTENT_LANGUAGES),
          salaryKind: z.enum(RANGE_KINDS).nullable(),
          salaryMin: z.int().nullable().meta({ description: 'Thousands of euros a year.' }),
          salaryMax: z.int().nullable(),
          validThrough: z.string().nullable(),
          applyUrl: z.string().nullable(),
        }),
      ),
      refusals: z.array(refusal),
    })
    .meta({
      example: {
        ok: true,
        items: [
          {
            title: 'Éducateur spécialisé',
            contractType: 'cdi',
            region: 'liege',
            office: 'Liège',
            remotePolicy: 'remote_not_authorized',
            category: 'education',
            language: 'fr',
            salaryKind: 'between',
            salaryMin: 36,
            salaryMax: 42,
            validThrough: null,
            applyUrl: 'https://jobs.example.org/jobs/G-1',
          },
        ],
        refusals: [{ item: 'Comptable', reason: 'no-description' }],
      },
    }),
  z.object({ ok: z.literal(false), reason }).meta({ example: { ok: false, reason: 'no-postings' } }),
])

const companyPath = z.object({ companyId: z.string().meta({ description: 'The organisation’s uuid.' }) })
const sourcePath = z.object({ sourceId: z.string().meta({ description: 'The source’s uuid.' }) })

export const offerSourcesOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/recruiter/companies/{companyId}/sources',
    operation: {
      operationId: 'listOfferSources',
      tags: ['recruiter'],
      summary: 'An organisation’s offer sources and their run reports',
      description: 'For its members, and for the selection committee (admin accounts).',
      security: SIGNED_IN,
      requestParams: { path: companyPath },
      responses: { 200: json('Its sources.', data(sources)), ...errors(401, 403, 404) },
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/companies/{companyId}/sources/preview',
    operation: {
      operationId: 'previewOfferSource',
      tags: ['recruiter'],
      summary: 'What a careers page or job feed would import, mapped, and what it would refuse',
      description:
        'Owners only; nothing is written. Only public http(s) addresses are read (checked after DNS and on every redirect), as robots.txt allows, within size and time limits.',
      security: SIGNED_IN,
      requestParams: { path: companyPath },
      requestBody: jsonBody(sourceBody),
      responses: {
        200: json('The preview, or why nothing can be read.', data(preview)),
        ...errors(400, 401, 403, 404, 413, 415, 422, 429),
      },
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/companies/{companyId}/sources',
    operation: {
      operationId: 'addOfferSource',
      tags: ['recruiter'],
      summary: 'Connect a careers page or job feed; its first import runs at once',
      description:
        'Owners only, at most 5 sources per organisation. Then imported on its schedule (hourly by default).',
      security: SIGNED_IN,
      requestParams: { path: companyPath },
      requestBody: jsonBody(sourceBody),
      responses: {
        201: json(
          'Connected, with the first run’s report.',
          data(z.object({ uuid: id, report: report.nullable() })),
        ),
        ...errors(400, 401, 403, 404, 409, 413, 415, 422, 429),
      },
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/sources/{sourceId}/import',
    operation: {
      operationId: 'importOfferSource',
      tags: ['recruiter'],
      summary: 'Import a source now',
      description:
        'Creates, updates and archives offers as the source changed; `data` is null for a paused source.',
      security: SIGNED_IN,
      requestParams: { path: sourcePath },
      responses: { 200: json('The run’s report.', data(report.nullable())), ...errors(401, 403, 404, 429) },
    },
  },
  {
    method: 'delete',
    path: '/api/recruiter/sources/{sourceId}',
    operation: {
      operationId: 'removeOfferSource',
      tags: ['recruiter'],
      summary: 'Remove a source (the offers it brought stay)',
      security: SIGNED_IN,
      requestParams: { path: sourcePath },
      responses: { 200: json('Removed.', data(z.object({ uuid: id }))), ...errors(401, 403, 404, 429) },
    },
  },
]

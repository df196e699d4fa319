/** The `/api/search/*` endpoints in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { CONTENT_LANGUAGES } from '~/domain/enums'
import type { OfferSearchHit } from '~/features/offers/offer-search-api'
import { type ApiOperation, errors, id, json, PUBLIC } from '~/server/openapi/document'
import { jobSearchApiParams, searchApiParams } from './search-params.server'
import type { ArticleHit, OrganisationHit } from './site-search.model'

/** The `[list, total]` pair of docs/product.md#api. */
const pair = (item: z.ZodType) =>
  z
    .tuple([z.array(item), z.int().min(0)])
    .meta({ description: '`[list, total]`: one page and the total count.' })

const jobHit = z.object({
  uuid: id,
  slug: z.string(),
  intitule_offre: z.string(),
  langue: z.enum(CONTENT_LANGUAGES).meta({ description: 'The language the offer is written in.' }),
  entreprise: z.object({
    name: z.string(),
    slug: z.string(),
    logo: z.object({ src: z.string().nullable() }),
  }),
}) satisfies z.ZodType<OfferSearchHit>

const organisationHit = z.object({
  uuid: id,
  name: z.string(),
  slug: z.string(),
  logo: z.object({ src: z.string().nullable() }),
  coFounder: z.boolean(),
  cofounder_slug: z.string().nullable(),
  jobs_open: z.int().min(0),
}) satisfies z.ZodType<OrganisationHit>

const articleHit = z.object({
  uuid: id,
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  thumbnail: z.object({ src: z.string().nullable() }),
  date: z.string().nullable(),
}) satisfies z.ZodType<ArticleHit>

export const searchOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/search/jobs',
    operation: {
      operationId: 'searchJobs',
      tags: ['search'],
      security: PUBLIC,
      summary: 'Search the published job offers',
      description:
        '`filters` is the job list’s filters as a JSON object, e.g. `{"zones":["namur"]}`; unknown values are ignored. ' +
        'Words are matched with typos forgiven (docs/search.md); when the text as written finds little and a word is in no offer, ' +
        'the `x-did-you-mean` header carries the corrected text, URI-encoded.',
      requestParams: { query: jobSearchApiParams },
      responses: { 200: json('Matching offers.', pair(jobHit)), ...errors(400) },
    },
  },
  {
    method: 'get',
    path: '/api/search/general/entreprise',
    operation: {
      operationId: 'searchOrganisations',
      tags: ['search'],
      security: PUBLIC,
      summary: 'Search the organisations',
      requestParams: { query: searchApiParams },
      responses: { 200: json('Matching organisations.', pair(organisationHit)), ...errors(400) },
    },
  },
  {
    method: 'get',
    path: '/api/search/articles',
    operation: {
      operationId: 'searchArticles',
      tags: ['search'],
      security: PUBLIC,
      summary: 'Search the published articles',
      requestParams: { query: searchApiParams },
      responses: { 200: json('Matching articles.', pair(articleHit)), ...errors(400) },
    },
  },
]

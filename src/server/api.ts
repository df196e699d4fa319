import { z } from 'zod'
import { storableStrings } from '~/domain/storable-text'
import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '~/i18n/locales'
import { getDb } from './db'
import type { Database } from './db/client'

/** Every `/api` error is JSON with a clear message: `{ error: { status, message } }`. */
export function apiError(status: number, message: string, details?: unknown): Response {
  return Response.json({ error: { status, message, ...(details ? { details } : {}) } }, { status })
}

/** The locale of an API call: its Accept-Language (docs/product.md#api), French when none is supported. */
export function apiLocale(request: Request): Locale {
  return negotiateLocale(request.headers.get('accept-language')) ?? DEFAULT_LOCALE
}

const MAX_JSON_BODY_BYTES = 64 * 1024

/**
 * The body as text, or null past `maxBytes`: a declared length over it is refused unread, and a chunked
 * body is read only up to it (never buffered whole first).
 */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Reads a JSON body with the checks every mutation needs: JSON content type (a cross-site form cannot
 * send it without a CORS preflight, which we never grant), a size bound, and valid JSON.
 */
export async function readJsonBody(
  request: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    return { ok: false, response: apiError(415, 'Send the body as application/json.') }
  }
  const text = await readTextCapped(request, maxBytes)
  if (text === null) return { ok: false, response: apiError(413, 'The request body is too large.') }
  try {
    // Strings PostgreSQL cannot keep (a NUL, a lone surrogate), keys included, are made storable as the
    // body is read: the same walk as every server function's input (storableInputMiddleware).
    return { ok: true, value: storableStrings(JSON.parse(text)) }
  } catch {
    return { ok: false, response: apiError(400, 'The request body is not valid JSON.') }
  }
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** A 400 naming the first thing the schema refused: `Invalid "limit": limit is at most 50`. */
function invalid(error: z.core.$ZodError, message?: string): Response {
  if (message) return apiError(400, message)
  const issue = error.issues[0]
  return apiError(400, `Invalid "${issue?.path.join('.') || 'parameters'}": ${issue?.message ?? 'bad value'}`)
}

/** A JSON body checked by `schema`, or the 4xx answer (415, 413, 400; `message` replaces the issue's). */
export async function parseJsonBody<T extends z.core.$ZodType>(
  request: Request,
  schema: T,
  message?: string,
  maxBytes?: number,
): Promise<Parsed<z.core.output<T>>> {
  const body = await readJsonBody(request, maxBytes)
  if (!body.ok) return body
  const parsed = z.safeParse(schema, body.value)
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: invalid(parsed.error, message) }
}

/** The query string checked by `schema`, or the 400 answer. */
export function parseQueryParams<T extends z.core.$ZodType>(
  request: Request,
  schema: T,
): Parsed<z.core.output<T>> {
  const parsed = z.safeParse(schema, Object.fromEntries(new URL(request.url).searchParams))
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: invalid(parsed.error) }
}

/** 429 with the Retry-After a client should wait. */
export function tooManyRequests(retryAfterS: number, message: string): Response {
  const response = apiError(429, message)
  response.headers.set('retry-after', String(retryAfterS))
  return response
}

/** Handlers answering 405 for the methods an endpoint does not take. */
export function otherMethods(allowed: string[]) {
  const handler = () => {
    const response = apiError(405, `This endpoint accepts ${allowed.join(', ')}.`)
    response.headers.set('allow', allowed.join(', '))
    return response
  }
  const all = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
  return Object.fromEntries(
    all.filter((method) => !allowed.includes(method)).map((method) => [method, handler]),
  )
}

/**
 * The handlers of a `POST` endpoint taking a JSON body: other methods are 405, a body `schema` refuses is a
 * 4xx (`message` explains what is expected); `handle` gets the parsed body and the database.
 */
export function jsonPostEndpoint<T extends z.core.$ZodType>(
  schema: T,
  message: string,
  handle: (body: z.core.output<T>, request: { request: Request; db: Database }) => Promise<Response>,
) {
  return {
    ...otherMethods(['POST']),
    POST: async ({ request }: { request: Request }) => {
      const body = await parseJsonBody(request, schema, message)
      if (!body.ok) return body.response
      return handle(body.data, { request, db: await getDb() })
    },
  }
}

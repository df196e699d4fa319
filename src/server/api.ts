import { DEFAULT_LOCALE, type Locale, negotiateLocale } from '~/i18n/locales'

/** Every `/api` error is JSON with a clear message: `{ error: { status, message } }`. */
export function apiError(status: number, message: string, details?: unknown): Response {
  return Response.json({ error: { status, message, ...(details ? { details } : {}) } }, { status })
}

/** The locale of an API call: its Accept-Language (spec §7), French when none is supported. */
export function apiLocale(request: Request): Locale {
  return negotiateLocale(request.headers.get('accept-language')) ?? DEFAULT_LOCALE
}

const MAX_JSON_BODY_BYTES = 64 * 1024

/**
 * Reads a JSON body with the checks every mutation needs: JSON content type (a cross-site form cannot
 * send it without a CORS preflight, which we never grant), a size bound, and valid JSON.
 */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) {
    return { ok: false, response: apiError(415, 'Send the body as application/json.') }
  }
  const text = await request.text()
  if (text.length > MAX_JSON_BODY_BYTES)
    return { ok: false, response: apiError(413, 'The request body is too large.') }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: apiError(400, 'The request body is not valid JSON.') }
  }
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

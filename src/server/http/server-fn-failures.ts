/**
 * TanStack Start answers a server-function call it cannot even start — an unknown function id, a body
 * that is not JSON or not its serialization format — with a 500 holding the parser's message. Those are
 * the caller's mistakes: 404 and 400 here, with a plain message, so that probes and monitoring see them as
 * such (docs/security.md). A 500 for anything else is left as it is.
 */
/** Where TanStack Start serves server-function calls. */
export const SERVER_FN_PATH = '/_serverFn/'

const UNKNOWN_FUNCTION = /Server function (info not found|module not resolved|module export not resolved)/
const UNREADABLE_BODY =
  /in JSON at position|Unexpected (token|end of JSON)|is not valid JSON|Seroval Error|Payload too large/

const refused = (status: number, message: string) =>
  Response.json({ error: { status, message } }, { status, headers: { 'cache-control': 'no-store' } })

function callersMistake(text: string): Response | null {
  if (UNKNOWN_FUNCTION.test(text)) return refused(404, 'No such server function.')
  if (UNREADABLE_BODY.test(text)) return refused(400, 'Bad request: the body could not be read.')
  return null
}

/**
 * Whether `error`, reported while `path` was being answered, is a server-function call Start could not
 * read (it logs those with `console.error` before answering the 500 turned into a 400 above).
 */
export function isUnreadableServerFnCall(path: string | undefined, error: Error): boolean {
  return Boolean(path?.startsWith(SERVER_FN_PATH)) && UNREADABLE_BODY.test(error.message)
}

/** The answer Start gave, or a 404/400 when it was a 500 for the caller's mistake. */
export async function clarifyServerFnFailure(url: URL, response: Response): Promise<Response> {
  if (response.status !== 500 || !url.pathname.startsWith(SERVER_FN_PATH)) return response
  return callersMistake(await response.clone().text()) ?? response
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null

/**
 * A call whose input Start would trip over before any schema sees it — a JSON body or `payload` that is
 * `null` or not an object, a multipart body that cannot be parsed — answered 400 before it gets there
 * (Start's own errors would be 500s naming its internals).
 */
export async function refuseMalformedServerFnCall(request: Request, url: URL): Promise<Response | null> {
  if (!url.pathname.startsWith(SERVER_FN_PATH)) return null
  const bad = () => refused(400, 'Bad request: the input could not be read.')
  const payload = url.searchParams.get('payload')
  if (payload !== null) {
    try {
      if (!isObject(JSON.parse(payload))) return bad()
    } catch {
      return bad()
    }
  }
  if (request.method !== 'POST') return null
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    try {
      await request.clone().formData()
    } catch {
      return bad()
    }
    return null
  }
  if (!type.includes('json')) return null
  const text = await request.clone().text()
  if (text.trim() === '') return null
  try {
    if (!isObject(JSON.parse(text))) return bad()
  } catch {
    return bad()
  }
  return null
}

/** For what Start throws instead of answering (an unknown id fails before its own error handling). */
export function serverFnThrowAnswer(url: URL, error: unknown): Response | null {
  if (!url.pathname.startsWith(SERVER_FN_PATH)) return null
  return callersMistake(error instanceof Error ? error.message : String(error))
}

/** The serialized answer of a server function that threw: `{ error }` rather than `{ result }`. */
const THROWN_PAYLOAD = /^\{"t":10,"i":0,"p":\{"k":\["error"[\],]/

/**
 * Whether a 200 answer of a server function carries an error it threw: TanStack Start sends those with
 * status 200 and the error serialized (its client throws it again), so the log and the metrics would
 * otherwise count a failure as a success.
 */
export async function isThrownServerFnAnswer(url: URL, response: Response): Promise<boolean> {
  if (response.status !== 200 || !url.pathname.startsWith(SERVER_FN_PATH)) return false
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return false
  return THROWN_PAYLOAD.test((await response.clone().text()).slice(0, 64))
}

import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * The request a piece of server work belongs to, for the logs: every line written while the app handles a
 * request carries its id, which the answer also carries (`x-request-id`) and a server error page shows, so
 * a report ("reference 4f1c…") leads to the log lines. Kept on globalThis: the server's bundles share it.
 */
type RequestScope = { requestId: string; path: string }

const STORAGE_KEY = Symbol.for('tremplin.requestScope')
function storage(): AsyncLocalStorage<RequestScope> {
  const shared = globalThis as { [STORAGE_KEY]?: AsyncLocalStorage<RequestScope> }
  shared[STORAGE_KEY] ??= new AsyncLocalStorage<RequestScope>()
  return shared[STORAGE_KEY]
}

/** An id a proxy in front already gave the request (letters, digits, `.`, `_`, `-`, 8 to 64 of them). */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/

/**
 * This request's id: the one the trusted proxy in front set (its logs and ours then agree), else a new
 * one. Without a trusted proxy a client's header is ignored: it could aim its lines at someone else's.
 */
export function requestIdFor(request: Request, trustedProxies: number): string {
  const forwarded = request.headers.get('x-request-id')
  if (trustedProxies > 0 && forwarded && FORWARDED_ID.test(forwarded)) return forwarded
  return randomUUID()
}

/** Runs `work` as the request `requestId` to `path` (the URL's path, never its query). */
export function runInRequest<T>(requestId: string, work: () => T, path = ''): T {
  return storage().run({ requestId, path }, work)
}

/** The id of the request being handled, if any (none in background jobs). */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId
}

/** The path of the request being handled, if any. */
export function currentRequestPath(): string | undefined {
  return storage().getStore()?.path
}

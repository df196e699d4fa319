/**
 * The requests a worker of `npm start` makes to itself before it serves visitors (scripts/warm-up.mjs)
 * carry a token the worker made for it, held here while the warm-up lasts: the page cache lets them
 * through to the render (a cached copy would warm nothing) and the request metrics leave them out.
 * Nobody else has the token, and after the warm-up there is none: a visitor cannot skip the cache.
 */
import { sameSecret } from '../auth/same-secret'
import { WARM_UP_HEADER, WARM_UP_TOKEN } from '../worker-messages.mjs'

export function isWarmUpRequest(request: Request): boolean {
  const token = (globalThis as { [WARM_UP_TOKEN]?: string })[WARM_UP_TOKEN]
  return token !== undefined && sameSecret(request.headers.get(WARM_UP_HEADER) ?? '', token)
}

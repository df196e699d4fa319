/**
 * The browser's calls to `/api` (docs/product.md#api): every request says the page's language (Accept-Language) and
 * travels with the session (its cookies: the browser's tokens stay out of scripts' reach, where a bearer
 * header would need them); idempotent requests are retried 3 times with a growing wait on a network error,
 * 408, 429 or 5xx (Retry-After honoured up to 5 s). A POST or PATCH is never sent twice by the client.
 */
import { type Locale, localeFromPathname } from '~/i18n/locales'

export const API_RETRIES = 3
const RETRY_BASE_MS = 300
const RETRY_AFTER_MAX_MS = 5000
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504])

const wait = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

function retryDelay(attempt: number, response?: Response): number {
  const retryAfterS = Number(response?.headers.get('retry-after'))
  if (Number.isFinite(retryAfterS) && retryAfterS > 0) return Math.min(retryAfterS * 1000, RETRY_AFTER_MAX_MS)
  return RETRY_BASE_MS * 2 ** attempt
}

export async function apiFetch(
  path: string,
  { locale, ...init }: RequestInit & { locale?: Locale } = {},
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('accept-language', locale ?? localeFromPathname(window.location.pathname))
  const method = (init.method ?? 'GET').toUpperCase()
  const retries = IDEMPOTENT.has(method) ? API_RETRIES : 0
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetchImpl(path, { credentials: 'same-origin', ...init, method, headers })
      if (attempt >= retries || !RETRY_STATUSES.has(response.status)) return response
      await wait(retryDelay(attempt, response), init.signal)
    } catch (error) {
      if (attempt >= retries || init.signal?.aborted) throw error
      await wait(retryDelay(attempt), init.signal)
    }
  }
}

import { defineHandler } from 'nitro'
import { localeRedirect } from '~/i18n/locale-redirects'
import { observeRequest } from '~/server/observability/metrics'
import { answerFromCache, cachedPage, pageCacheKey } from './page-cache'
import { currentPageVersion, isCacheablePageRequest } from './page-cache-policy'
import { isWarmUpRequest } from './warm-up'

/**
 * Answers anonymous visits of shared pages from the page cache before the app's request handling
 * starts (a hit costs a version check and a copy, about ten times less than entering the app). A miss
 * goes on to the app, whose request middleware renders the page and keeps it (`src/start.ts`).
 */
export default defineHandler(async (event) => {
  const request = event.req
  if (!isCacheablePageRequest(request, event.url) || isWarmUpRequest(request)) return
  // The root page may redirect by language: the app decides that, never a cached copy.
  if (localeRedirect(request)) return
  const started = performance.now()
  const version = await currentPageVersion()
  const hit = version === null ? null : cachedPage(pageCacheKey(event.url), version)
  if (!hit) return
  const answer = answerFromCache(request, hit, 'hit')
  observeRequest(request.method, event.url.pathname, answer.status, (performance.now() - started) / 1000)
  return answer
})

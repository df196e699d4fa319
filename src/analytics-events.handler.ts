import { defineHandler } from 'nitro'
import { handleLogEvent } from '~/features/analytics/events-api.server'
import { crossOriginMutation, setSecurityHeaders } from '~/server/http/request-guards'
import { observeRequest } from '~/server/observability/metrics'
import { clientKey } from '~/server/rate-limit'

/**
 * `POST /api/events/log`, answered before the app's request handling (a Nitro handler): every page sends
 * events, so they must cost the server next to nothing and never slow the pages down. The same checks as
 * the app's: another site's page is refused, the client counted by the address the proxies saw. Other
 * methods go on to the route (`src/routes/api/events/log.ts`: 405).
 */
export default defineHandler(async (event) => {
  const started = performance.now()
  const request = event.req
  const response =
    crossOriginMutation(request) ??
    (await handleLogEvent(request, clientKey({ request, connectionIp: (request as { ip?: string }).ip })))
  setSecurityHeaders(response.headers)
  observeRequest('POST', '/api/events', response.status, (performance.now() - started) / 1000)
  return response
})

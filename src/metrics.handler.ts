import { defineHandler } from 'nitro'
import { env } from '~/server/env'
import { setSecurityHeaders } from '~/server/http/request-guards'
import { metricsAnswer } from '~/server/observability/metrics-endpoint'

/** `GET /metrics`: Prometheus' scrape, behind METRICS_TOKEN (src/server/observability/metrics-endpoint.ts). */
export default defineHandler(async (event) => {
  const response = await metricsAnswer(event.req, env().metricsToken)
  setSecurityHeaders(response.headers)
  return response
})

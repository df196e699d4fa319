import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { sameSecret } from '../auth/same-secret'
import { METRICS_ANSWER, METRICS_ASK } from '../worker-messages.mjs'
import { metrics } from './metrics'

export function authorizedForMetrics(authorization: string | null, token: string): boolean {
  return sameSecret(authorization ?? '', `Bearer ${token}`)
}

/**
 * `GET /metrics` for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; without the variable the
 * endpoint does not exist (404). In a worker of `npm start`'s cluster, the primary gathers every worker's
 * figures (prom-client's AggregatorRegistry) and this worker answers with the sum.
 */
export async function metricsAnswer(request: Request, token: string | undefined): Promise<Response> {
  const headers = { 'cache-control': 'no-store' }
  if (!token)
    return Response.json({ error: { status: 404, message: 'Not found.' } }, { status: 404, headers })
  if (!authorizedForMetrics(request.headers.get('authorization'), token))
    return Response.json(
      { error: { status: 401, message: 'A bearer token is needed.' } },
      { status: 401, headers: { ...headers, 'www-authenticate': 'Bearer realm="metrics"' } },
    )
  const { registry } = metrics()
  const text = cluster.isWorker && process.send ? await clusterMetrics() : await registry.metrics()
  return new Response(text, { headers: { ...headers, 'content-type': registry.contentType } })
}

/** Asks the primary for the sum of every worker's metrics (it asks each, this one included). */
function clusterMetrics(): Promise<string> {
  const id = randomUUID()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage)
      reject(new Error('The primary process did not answer with the metrics.'))
    }, 5000)
    const onMessage = (message: { type?: string; id?: string; text?: string }) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return
      clearTimeout(timer)
      process.off('message', onMessage)
      resolve(message.text ?? '')
    }
    process.on('message', onMessage)
    process.send?.({ type: METRICS_ASK, id })
  })
}

import cluster from 'node:cluster'
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { splitLocalePrefix } from '~/i18n/locales'
import { matchRoute } from '~/i18n/paths'
import { SERVER_FN_PATH } from '~/server/http/server-fn-failures'

/**
 * Prometheus metrics of this process (prom-client): request durations by route, the process's own
 * (memory, CPU, event loop), and gauges read when scraped (database pool, job queue, mail outbox) that the
 * boot plugin registers. With several worker processes, the primary sums them (scripts/start.mjs).
 */
type Metrics = { registry: Registry; requests: Histogram<'method' | 'route' | 'status'> }

const METRICS_KEY = Symbol.for('tremplin.metrics')

export function metrics(): Metrics {
  const shared = globalThis as { [METRICS_KEY]?: Metrics }
  if (!shared[METRICS_KEY]) {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route (page name, API path or kind), method and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    })
    // A worker of `npm start`'s cluster answers the primary's gathering with this registry. prom-client
    // starts answering when an AggregatorRegistry is made (in the worker too): without one, the primary
    // waited its 5 s for every worker and /metrics failed.
    if (cluster.isWorker) {
      AggregatorRegistry.setRegistries([registry])
      new AggregatorRegistry()
    }
    shared[METRICS_KEY] = { registry, requests }
  }
  return shared[METRICS_KEY]
}

/**
 * The route label of a request: a page's name from the path table (`job`, not its slug), the API path up to
 * its resource, or its kind. Bounded: unknown paths share one label, whatever a client sends.
 */
export function routeLabel(pathname: string, status: number): string {
  if (pathname.startsWith(SERVER_FN_PATH)) return 'server-function'
  if (status === 404) return 'not-found'
  if (pathname.startsWith('/api/')) {
    const [, , resource = ''] = pathname.split('/')
    return /^[a-z-]{1,32}$/.test(resource) ? `/api/${resource}` : '/api/other'
  }
  const { locale, rest } = splitLocalePrefix(pathname)
  return matchRoute(rest, locale)?.name ?? 'other'
}

export function observeRequest(method: string, pathname: string, status: number, seconds: number): void {
  const label = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? method : 'OTHER'
  metrics()
    .requests.labels({ method: label, route: routeLabel(pathname, status), status: String(status) })
    .observe(seconds)
}

/**
 * A gauge whose values are read at each scrape. `shared`: the value is the whole site's (a table count), so
 * worker processes report it once rather than each adding its own.
 */
export function registerGauge<L extends string>(options: {
  name: string
  help: string
  labelNames: readonly L[]
  shared: boolean
  read: () => Promise<{ labels: Record<L, string>; value: number }[]>
}): void {
  const { registry } = metrics()
  if (registry.getSingleMetric(options.name)) registry.removeSingleMetric(options.name)
  const gauge: Gauge<L> = new Gauge<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames,
    registers: [registry],
    aggregator: options.shared ? 'max' : 'sum',
    async collect() {
      gauge.reset()
      for (const { labels, value } of await options.read().catch(() => [])) gauge.set(labels, value)
    },
  })
}

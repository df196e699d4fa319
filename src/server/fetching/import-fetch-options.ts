import { env } from '~/server/env'
import type { PoliteOptions } from './polite-fetch'

/** How offer imports fetch: the environment's settings and a User-Agent that says who asks and why. */
export function importFetchOptions(): PoliteOptions {
  const config = env()
  return {
    allowLoopback: config.importFetch.allowLoopback,
    hostIntervalMs: config.importFetch.hostIntervalMs,
    userAgent: `TremplinBot/1.0 (+${config.appUrl}/robots.txt; offers an organisation connected to Tremplin)`,
  }
}

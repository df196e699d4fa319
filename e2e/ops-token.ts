/** The operator token of the browser tests' server (playwright.config.ts), for `/api/ops/…`. */
export const E2E_OPS_TOKEN = 'e2e-operator-token-0123456789abcdef0123456789'

/** The token Prometheus would send for `GET /metrics` on the browser tests' server. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789'

/**
 * The headers every response carries, static files and redirects included (no imports: vite.config.ts
 * reads it for Nitro's route rule). HSTS is added by the app when `APP_URL` is https (request-guards.ts).
 */
export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
} as const

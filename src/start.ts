import { createMiddleware, createStart } from '@tanstack/react-start'
import { localeMiddleware } from './i18n/locale-middleware'
import { localeRedirect } from './i18n/locale-redirects'

const redirects = createMiddleware({ type: 'request' }).server(async ({ request, next }) => {
  const redirect = localeRedirect(request)
  if (redirect) return redirect
  const result = await next()
  const headers = result.response.headers
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  if (!headers.has('x-frame-options')) headers.set('x-frame-options', 'SAMEORIGIN')
  return result
})

export const startInstance = createStart(() => ({
  requestMiddleware: [redirects],
  functionMiddleware: [localeMiddleware],
}))

import type { LocationRewrite } from '@tanstack/react-router'
import { toInternalPath, toPublicPath } from './paths'

/** The router sees French slugs under an optional locale prefix; the browser sees each locale's slugs. */
export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = toInternalPath(url.pathname)
    return url
  },
  output: ({ url }) => {
    url.pathname = toPublicPath(url.pathname)
    return url
  },
}

import { env } from '~/server/env'

/** Public, non-secret configuration the pages need (absolute URLs for canonical links, feeds, JSON-LD). */
export function siteConfig() {
  return {
    appUrl: env().appUrl,
    /** Whether the LinkedIn sign-in button is shown. */
    linkedin: env().linkedin !== undefined,
    /** reCAPTCHA v3's public key, when the site uses it. */
    recaptchaSiteKey: env().recaptcha?.siteKey ?? null,
    /** The operator's tag manager, loaded only when configured (it then reads the visitor's consent). */
    tagManagerId: env().tagManagerId ?? null,
  }
}

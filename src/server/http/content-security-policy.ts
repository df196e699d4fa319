import { createHash } from 'node:crypto'
import { env } from '~/server/env'

/**
 * The Content-Security-Policy of the app's pages. Inline scripts and style elements are allowed by the
 * SHA-256 of their text, computed from the rendered page, rather than by a nonce: public pages are
 * served many times from the page cache, where a nonce would be the same for every visitor; a hash
 * travels with the cached copy and admits nothing but the exact text the server wrote. Style attributes
 * (React `style` props, positioned popovers) stay allowed: they cannot run code.
 */
export type PolicySources = {
  /** Google Tag Manager's container is loaded (TAG_MANAGER_ID): its script and Google Analytics' hosts. */
  tagManager: boolean
  /** reCAPTCHA v3 guards the sign-in forms (RECAPTCHA_SITE_KEY): Google's script and frame. */
  recaptcha: boolean
  /** Public pictures come from a bucket's public address (S3_PUBLIC_URL) rather than this origin. */
  assetOrigin?: string
  /** Served over https: the browser upgrades any stray http:// request. */
  https: boolean
}

/** The sources this deployment's configuration brings. */
export function configuredPolicySources(config = env()): PolicySources {
  return {
    tagManager: Boolean(config.tagManagerId),
    recaptcha: Boolean(config.recaptcha),
    assetOrigin: config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : undefined,
    https: config.appUrl.startsWith('https://'),
  }
}

export type InlineHashes = { scripts: string[]; styles: string[] }

/** Types a browser runs as script; others (application/json, ld+json) are data and need no allowance. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
])

/** An inline script or style element: one scan of the page finds both. */
const SCRIPT_OR_STYLE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi
const SRC_ATTRIBUTE = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

/**
 * The browser hashes an inline element's text as its HTML parser leaves it: line breaks made `\n`, NUL
 * characters made U+FFFD (a visitor's `?query=%00`, rendered into the hydration data, must not break
 * the page's scripts).
 */
const asParsed = (text: string) =>
  // Searching first: a page's scripts hardly ever hold either (the expression scans slower than `includes`).
  text.includes('\r') || text.includes('\0') ? text.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD') : text
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(asParsed(text), 'utf8').digest('base64')}'`

/**
 * The hashes of the page's inline scripts and style elements, each once, in page order; `addedScripts`:
 * the text of inline scripts put into the page after it was rendered (their hashes come last).
 */
export function inlineHashes(html: string, addedScripts: readonly string[] = []): InlineHashes {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(SCRIPT_OR_STYLE)) {
    if (tag.toLowerCase() === 'style') {
      styles.add(sha256(text))
      continue
    }
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)
    const kind = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
    if (EXECUTABLE_TYPES.has(kind)) scripts.add(sha256(text))
  }
  for (const text of addedScripts) scripts.add(sha256(text))
  return { scripts: [...scripts], styles: [...styles] }
}

const TAG_MANAGER = {
  scripts: ['https://www.googletagmanager.com'],
  connections: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  images: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
}
// Google's documented sources for reCAPTCHA.
const RECAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
}

/** The policy of one page, from its inline hashes and the third parties the configuration brings. */
export function pagePolicy(hashes: InlineHashes, sources: PolicySources): string {
  const scripts = ["'self'", ...hashes.scripts]
  const connections = ["'self'"]
  const images = ["'self'", 'data:', 'blob:']
  const frames: string[] = []
  if (sources.tagManager) {
    scripts.push(...TAG_MANAGER.scripts)
    connections.push(...TAG_MANAGER.connections)
    images.push(...TAG_MANAGER.images)
  }
  if (sources.recaptcha) {
    scripts.push(...RECAPTCHA.scripts)
    frames.push(...RECAPTCHA.frames)
  }
  if (sources.assetOrigin) images.push(sources.assetOrigin)
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Inline style elements by hash; `style` attributes cannot run code and React writes them.
    `style-src 'self' ${hashes.styles.join(' ')}`.trimEnd(),
    "style-src-attr 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    // Podcast episodes play from the show's own host.
    "media-src 'self' https:",
    "font-src 'self'",
    `connect-src ${connections.join(' ')}`,
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]
  if (sources.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** JSON and text answers load nothing and may not be framed (a JSON error opened as a page included). */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'"
const CLOSED_TYPES = /^(application\/(json|problem\+json)|text\/plain)/

/**
 * The response with its Content-Security-Policy: a page's own (its body read to hash its inline parts),
 * or the closed policy of JSON and text answers. Files keep what they have (a PDF opens in the browser's
 * viewer); a policy already set is kept.
 */
export async function withContentSecurityPolicy(
  response: Response,
  sources: PolicySources,
): Promise<Response> {
  if (response.headers.has('content-security-policy')) return response
  const type = response.headers.get('content-type') ?? ''
  if (CLOSED_TYPES.test(type)) {
    response.headers.set('content-security-policy', NON_PAGE_POLICY)
    return response
  }
  if (!type.startsWith('text/html') || !response.body) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.set('content-security-policy', pagePolicy(inlineHashes(html), sources))
  headers.delete('content-length')
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}

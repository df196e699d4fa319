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

const SRC_ATTRIBUTE = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

const CR = 0x0d
const NUL = 0x00
const GREATER_THAN = 0x3e
/** What may follow a tag's name: whitespace, `/` or the tag's end. */
const AFTER_TAG_NAME = new Set([0x09, 0x0a, 0x0c, CR, 0x20, 0x2f, GREATER_THAN])
const SPACE = new Set([0x09, 0x0a, 0x0c, CR, 0x20])

/**
 * The browser hashes an inline element's text as its HTML parser leaves it: line breaks made `\n`, NUL
 * characters made U+FFFD (a visitor's `?query=%00`, rendered into the hydration data, must not break
 * the page's scripts). Its bytes are hashed as they are when they hold neither (nearly always).
 */
function sha256(text: Buffer): string {
  const hash = createHash('sha256')
  if (text.includes(CR) || text.includes(NUL))
    hash.update(text.toString('utf8').replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD'), 'utf8')
  else hash.update(text)
  return `'sha256-${hash.digest('base64')}'`
}

type InlineElement = { tag: 'script' | 'style'; attributes: string; text: Buffer }

/**
 * The page's inline `<script>` and `<style>` elements, in page order, found in its UTF-8 bytes: a search
 * for two byte strings, where one regular expression over the page's text took ~0.1 ms per job list
 * (~4 % of its render; the text of a French page is two bytes a character). Tags as React and the
 * router write them, in lower case: an element written otherwise is not hashed, so the browser refuses it.
 */
function* inlineElements(page: Buffer): Generator<InlineElement> {
  let at = 0
  let nextScript = page.indexOf('<script', at, 'latin1')
  let nextStyle = page.indexOf('<style', at, 'latin1')
  while (nextScript >= 0 || nextStyle >= 0) {
    const isScript = nextStyle < 0 || (nextScript >= 0 && nextScript < nextStyle)
    const tag = isScript ? 'script' : 'style'
    const opening = isScript ? nextScript : nextStyle
    const nameEnd = opening + 1 + tag.length
    const openingEnd = AFTER_TAG_NAME.has(page[nameEnd] ?? -1) ? page.indexOf(GREATER_THAN, nameEnd) : -1
    const closing = openingEnd < 0 ? null : closingTag(page, tag, openingEnd + 1)
    if (closing) {
      yield {
        tag,
        attributes: page.toString('latin1', nameEnd, openingEnd),
        text: page.subarray(openingEnd + 1, closing.at),
      }
      at = closing.end
    } else at = nameEnd
    if (nextScript >= 0 && nextScript < at) nextScript = page.indexOf('<script', at, 'latin1')
    if (nextStyle >= 0 && nextStyle < at) nextStyle = page.indexOf('<style', at, 'latin1')
  }
}

/** Where the element's end tag (`</script>`, `</script >`) is, from `from`; null when it has none. */
function closingTag(page: Buffer, tag: string, from: number): { at: number; end: number } | null {
  for (
    let at = page.indexOf(`</${tag}`, from, 'latin1');
    at >= 0;
    at = page.indexOf(`</${tag}`, at + 1, 'latin1')
  ) {
    let end = at + 2 + tag.length
    while (SPACE.has(page[end] ?? -1)) end++
    if (page[end] === GREATER_THAN) return { at, end: end + 1 }
  }
  return null
}

/** The hashes of the page's inline scripts and style elements, each once, in page order. */
export function inlineHashes(page: string | Uint8Array): InlineHashes {
  const bytes =
    typeof page === 'string'
      ? Buffer.from(page, 'utf8')
      : Buffer.from(page.buffer, page.byteOffset, page.byteLength)
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const { tag, attributes, text } of inlineElements(bytes)) {
    if (tag === 'style') {
      styles.add(sha256(text))
      continue
    }
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)
    const kind = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
    if (EXECUTABLE_TYPES.has(kind)) scripts.add(sha256(text))
  }
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

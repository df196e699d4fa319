import { addVary, compressedIfWorth, type Encoding } from './compression'
import { configuredPolicySources, inlineHashes, pagePolicy } from './content-security-policy'
import { bytesBody, pageTextResponse, withTextBytes } from './page-bytes'

/**
 * A page as sent: slices of the rendered HTML and the text put between them (joined, they would copy the
 * whole page once more: ~170 KB per job list).
 */
export type EditedPage = { parts: readonly string[] }

/** A rendered page sent as it is. */
export function unedited(html: string): EditedPage {
  return { parts: [html] }
}

/** How a page is compressed as soon as it is rendered: `kept` for the page cache (see compressBody). */
export type PageCompression = { encoding: Encoding; effort: 'fast' | 'kept' }

const compressions = new WeakMap<Request, PageCompression>()

/**
 * The page `request` renders is compressed at once, with the render: its text (tens of thousands of
 * characters) then lives no longer than the render. Kept until the response went through the request's
 * middleware, it outlived young-generation collections under load and was promoted, filling the old
 * generation.
 */
export function compressPageAs(request: Request, compression: PageCompression): void {
  compressions.set(request, compression)
}

/** The brotli body a page was compressed into for the page cache, by its `Response`. */
const keptBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>()

export function keptBrotliBody(response: Response): Uint8Array<ArrayBuffer> | null {
  return keptBodies.get(response) ?? null
}

/**
 * The answer for a rendered page: its Content-Security-Policy hashed from its bytes as sent, its body
 * compressed now if `request` asked for it (`compressPageAs`), else written only if it is read.
 */
export function renderedPageResponse(
  { parts }: EditedPage,
  init: { status: number; headers: Headers; request?: Request },
): Response {
  const headers = init.headers
  headers.set('content-type', 'text/html; charset=utf-8')
  const compression = init.request && compressions.get(init.request)
  const { hashes, compressed } = withTextBytes(parts, (bytes) => ({
    hashes: inlineHashes(bytes),
    compressed: compression && compressedIfWorth(bytes, compression.encoding, compression.effort),
  }))
  headers.set('content-security-policy', pagePolicy(hashes, configuredPolicySources()))
  if (compression && compressed) {
    headers.set('content-encoding', compression.encoding)
    headers.set('content-length', String(compressed.byteLength))
    addVary(headers, 'Accept-Encoding')
    const response = new Response(bytesBody(compressed), { status: init.status, headers })
    if (compression.encoding === 'br' && compression.effort === 'kept') keptBodies.set(response, compressed)
    return response
  }
  return pageTextResponse(parts, { status: init.status, headers })
}

import { configuredPolicySources, inlineHashes, pagePolicy } from './content-security-policy'

/**
 * Pages this process rendered, with their bytes kept beside the `Response`: the request middleware
 * compresses them and the page cache keeps them without reading the body back (a stream read, a UTF-8
 * decode for the policy's hashes and an encode again cost about a tenth of a job list's render).
 */
const renderedBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>()

const encoder = new TextEncoder()

/** The answer for a rendered page: its bytes, and its Content-Security-Policy hashed from its text. */
export function renderedPageResponse(html: string, init: { status: number; headers: Headers }): Response {
  const headers = init.headers
  headers.set('content-type', 'text/html; charset=utf-8')
  headers.set('content-security-policy', pagePolicy(inlineHashes(html), configuredPolicySources()))
  const body = encoder.encode(html)
  const response = new Response(body, { status: init.status, headers })
  renderedBodies.set(response, body)
  return response
}

/** The body of a response as bytes: those kept at render, else read from its stream. */
export async function bodyBytes(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return renderedBodies.get(response) ?? new Uint8Array(await response.arrayBuffer())
}

import { configuredPolicySources, inlineHashes, pagePolicy } from './content-security-policy'

/**
 * Pages this process rendered, with their bytes kept beside the `Response`: the request middleware
 * compresses them and the page cache keeps them without reading the body back (a stream read, a UTF-8
 * decode for the policy's hashes and an encode again cost about a tenth of a job list's render).
 */
const renderedBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>()

const encoder = new TextEncoder()

/**
 * A page as sent: slices of the rendered HTML and the text put between them (joined, they would copy the
 * whole page once more: ~170 KB per job list, a string of two-byte characters allocated straight in the
 * old generation on every render), and the inline scripts that text adds. What the edits take out must
 * hold no inline script: the policy hashes the rendered page's scripts and these.
 */
export type EditedPage = { rendered: string; parts: readonly string[]; addedScripts: readonly string[] }

/** A rendered page sent as it is. */
export function unedited(html: string): EditedPage {
  return { rendered: html, parts: [html], addedScripts: [] }
}

/** The answer for a rendered page: its bytes, and its Content-Security-Policy hashed from its text. */
export function renderedPageResponse(
  { rendered, parts, addedScripts }: EditedPage,
  init: { status: number; headers: Headers },
): Response {
  const headers = init.headers
  headers.set('content-type', 'text/html; charset=utf-8')
  headers.set(
    'content-security-policy',
    pagePolicy(inlineHashes(rendered, addedScripts), configuredPolicySources()),
  )
  const body = utf8(parts)
  const response = new Response(body, { status: init.status, headers })
  renderedBodies.set(response, body)
  return response
}

/** The parts' UTF-8 bytes, written one after the other into one buffer. */
function utf8(parts: readonly string[]): Uint8Array<ArrayBuffer> {
  let length = 0
  for (const part of parts) length += Buffer.byteLength(part, 'utf8')
  const bytes = new Uint8Array(length)
  let at = 0
  for (const part of parts) at += encoder.encodeInto(part, bytes.subarray(at)).written
  return bytes
}

/** The body of a response as bytes: those kept at render, else read from its stream. */
export async function bodyBytes(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return renderedBodies.get(response) ?? new Uint8Array(await response.arrayBuffer())
}

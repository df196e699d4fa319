/**
 * The bytes of rendered pages, written from their text only where they are used (compressed, hashed),
 * into one buffer this process reuses.
 *
 * A page's bytes allocated per answer (and copied again into its `Response`) were ~170 KB of memory
 * outside the heap per job list; V8 frees that only with a full mark-compact, which it started about once
 * a second under load for that reason alone (`--trace-incremental-marking`: "external memory pressure").
 */

const encoder = new TextEncoder()

/** Pages whose body is still their text (see `renderedPageResponse`), by their `Response`. */
const pageTexts = new WeakMap<Response, readonly string[]>()

let scratch = new Uint8Array(256 * 1024)

function utf8Length(parts: readonly string[]): number {
  let length = 0
  for (const part of parts) length += Buffer.byteLength(part, 'utf8')
  return length
}

/** The parts' UTF-8 bytes, written one after the other at the start of `into` (long enough). */
function utf8(parts: readonly string[], into: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let at = 0
  for (const part of parts) at += encoder.encodeInto(part, into.subarray(at)).written
  return into.subarray(0, at)
}

/**
 * Calls `use` at once with the parts' bytes, written into the reused buffer: `use` must not keep them
 * (compress them, hash them).
 */
export function withTextBytes<T>(parts: readonly string[], use: (bytes: Uint8Array<ArrayBuffer>) => T): T {
  // A UTF-16 code unit takes at most 3 bytes in UTF-8: no need to measure the page first.
  let units = 0
  for (const part of parts) units += part.length
  if (3 * units > scratch.length) scratch = new Uint8Array(Math.max(3 * units, 2 * scratch.length))
  return use(utf8(parts, scratch))
}

/**
 * A response whose body is the page `parts`, written to bytes only if the body is read; `withBodyBytes`
 * reads the text without the stream.
 */
export function pageTextResponse(parts: readonly string[], init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(utf8(parts, new Uint8Array(utf8Length(parts))))
      controller.close()
    },
  })
  const response = new Response(body, init)
  pageTexts.set(response, parts)
  return response
}

/** Calls `use` with the body's bytes: a page's as `withTextBytes` gives them, any other's read first. */
export async function withBodyBytes<T>(
  response: Response,
  use: (bytes: Uint8Array<ArrayBuffer>) => T,
): Promise<T> {
  const parts = pageTexts.get(response)
  return parts ? withTextBytes(parts, use) : use(new Uint8Array(await response.arrayBuffer()))
}

/**
 * A body made of `bytes` as they are: a `Response` given a byte array copies it first (a cached page's
 * brotli body, on every hit). A default stream, not a byte stream, which would detach the bytes.
 */
export function bytesBody(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

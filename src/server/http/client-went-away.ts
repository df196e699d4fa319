/** The visitor closed the connection (left the page, an image scrolled away): nothing failed on our side. */
export function clientWentAway(request: Request, error: unknown): boolean {
  return request.signal.aborted || (error as { code?: unknown } | null)?.code === 'ECONNRESET'
}

/** Nginx's "client closed request": the status no one receives, for whatever counts answers. */
export const CLIENT_CLOSED_REQUEST = 499

type Handler<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Response | Promise<Response>

/**
 * `handler`, answering a request whose client went away with an empty 499 instead of throwing. The
 * framework throws the request's abort reason once the connection is gone, and would log that as a
 * server error with a stack (~40 lines per test run, one per image scrolled away); the request frame
 * (`src/start.ts`) has already logged it for what it is.
 */
export function answeringClientsThatLeft<Rest extends unknown[]>(
  handler: Handler<Rest>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      return await handler(request, ...rest)
    } catch (error) {
      if (clientWentAway(request, error)) return new Response(null, { status: CLIENT_CLOSED_REQUEST })
      throw error
    }
  }
}

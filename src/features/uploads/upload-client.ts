/**
 * The browser side of `POST /api/upload` (docs/product.md#api, #limits): multipart `file-0`, `file-1`…, a 30 s timeout per
 * attempt and 3 retries on network errors, timeouts and 5xx (1 s, 2 s, 3 s apart); a refusal (4xx) is not
 * retried. After the retries the failure reaches the caller (docs/product.md#errors "upload failure after 3 retries: propagates").
 */
import {
  UPLOAD_ERROR_CODES,
  UPLOAD_RETRIES,
  UPLOAD_TIMEOUT_MS,
  type UploadErrorCode,
  type UploadPurpose,
} from '~/domain/uploads'
import type { UploadOutcome } from '~/ui/file-field'

export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    readonly status: number | undefined,
    message: string,
  ) {
    super(message)
  }
}

export type UploadOptions = {
  signal?: AbortSignal
  /** Tests: another origin, shorter waits. */
  baseURL?: string
  timeoutMs?: number
  retryDelayMs?: number
}

const isCode = (value: unknown): value is UploadErrorCode =>
  typeof value === 'string' && (UPLOAD_ERROR_CODES as readonly string[]).includes(value)

const RETRY_STATUSES = new Set([408, 500, 502, 503, 504])

function uploadError(status: number | undefined, data: unknown, message: string): UploadError {
  const code = (data as { error?: { details?: { code?: unknown } } } | undefined)?.error?.details?.code
  const known: UploadErrorCode = isCode(code)
    ? code
    : status === 401
      ? 'signed-out'
      : status === 429
        ? 'throttled'
        : status === 413
          ? 'too-large'
          : 'failed'
  return new UploadError(known, status, message)
}

/**
 * Uploads files; resolves to one location per file, in order, or throws an `UploadError`. The attempts
 * are counted here rather than by ofetch's `retry`: ofetch reuses the first attempt's timed-out signal for
 * its retries, which then fail at once.
 */
export async function uploadFiles(
  files: readonly File[],
  purpose?: UploadPurpose,
  options: UploadOptions = {},
): Promise<string[]> {
  const { ofetch, FetchError } = await import('ofetch')
  const body = new FormData()
  if (purpose) body.set('purpose', purpose)
  for (const [index, file] of files.entries()) body.set(`file-${index}`, file, file.name)
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? UPLOAD_TIMEOUT_MS)
    try {
      return await ofetch<string[]>('/api/upload', {
        baseURL: options.baseURL,
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        retry: false,
      })
    } catch (error) {
      if (!(error instanceof FetchError) || options.signal?.aborted) throw error
      const status = error.response?.status
      // No answer (network, timeout) or a passing server error: try again. A 4xx is an answer.
      const passing = status === undefined || RETRY_STATUSES.has(status)
      if (!passing || attempt >= UPLOAD_RETRIES) throw uploadError(status, error.data, error.message)
      await new Promise((resolve) => setTimeout(resolve, (options.retryDelayMs ?? 1000) * (attempt + 1)))
    }
  }
}

/** One file, as the upload field wants it: its location, or the code of the refusal. */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  options?: UploadOptions,
): Promise<UploadOutcome> {
  try {
    const [location] = await uploadFiles([file], purpose, options)
    return location ? { ok: true, location } : { ok: false, code: 'failed' }
  } catch (error) {
    if (error instanceof UploadError) return { ok: false, code: error.code }
    return { ok: false, code: 'failed' }
  }
}

/**
 * Short-lived signed links to private files (CVs, cover letters): `/api/files/<id>?expires=…&signature=…`,
 * an HMAC-SHA256 of the file id and expiry under APP_SECRET. Whoever holds the link may fetch the file
 * until it expires, so links are only made for someone entitled to the file (its owner today; the
 * organisations she applies to, later) and live minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { SIGNED_FILE_URL_TTL_S } from '~/domain/uploads'
import { env } from '~/server/env'

export const PRIVATE_FILES_PATH = '/api/files/'

const signature = (fileId: string, expires: number) =>
  createHmac('sha256', env().appSecret).update(`uploaded-file:${fileId}:${expires}`).digest('base64url')

/** A link to a private file valid for `ttlS` seconds (relative to the site; prefix APP_URL for e-mails). */
export function signedFileUrl(
  fileId: string,
  ttlS: number = SIGNED_FILE_URL_TTL_S,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + Math.max(1, Math.round(ttlS))
  const query = new URLSearchParams({ expires: String(expires), signature: signature(fileId, expires) })
  return `${PRIVATE_FILES_PATH}${fileId}?${query}`
}

export type LinkCheck = 'valid' | 'expired' | 'invalid'

/** Whether a link's expiry and signature are right for this file (compared in constant time). */
export function checkFileSignature(
  fileId: string,
  expires: number,
  given: string,
  now = Date.now(),
): LinkCheck {
  const expected = Buffer.from(signature(fileId, expires))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid'
  return expires * 1000 < now ? 'expired' : 'valid'
}

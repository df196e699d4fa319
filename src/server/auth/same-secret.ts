import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Whether a secret someone sent equals ours, in a time that reveals neither its content nor its length
 * (both are hashed to 32 bytes before the constant-time comparison).
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}

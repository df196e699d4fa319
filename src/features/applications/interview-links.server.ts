/**
 * The e-mail's link to pick an interview slot without signing in: the interview id and an expiry signed
 * with APP_SECRET (HMAC-SHA256, as the private files' links), so it cannot be forged for another interview.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { INTERVIEW_LINK_TTL_S } from '~/domain/interviews'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'

const signature = (interviewId: string, expires: number) =>
  createHmac('sha256', env().appSecret).update(`interview-pick:${interviewId}:${expires}`).digest('base64url')

export type InterviewLink = { interview: string; expires: number; signature: string }

export function interviewPickUrl(interviewId: string, locale: Locale, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + INTERVIEW_LINK_TTL_S
  const query = new URLSearchParams({
    interview: interviewId,
    expires: String(expires),
    signature: signature(interviewId, expires),
  })
  return `${env().appUrl}${pathFor('interviewPick', locale)}?${query}`
}

/** Whether the link names this interview, unchanged and unexpired (compared in constant time). */
export function checkInterviewLink(link: InterviewLink, now = Date.now()): 'valid' | 'expired' | 'invalid' {
  const expected = Buffer.from(signature(link.interview, link.expires))
  const actual = Buffer.from(link.signature)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid'
  return link.expires * 1000 < now ? 'expired' : 'valid'
}

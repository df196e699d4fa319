/**
 * Optional reCAPTCHA v3: with RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY set, sign-in, registration and
 * password recovery need a token that Google's siteverify accepts for that action with a score ≥ 0.5.
 * Without the keys, nothing is checked (the demo and the tests).
 */
import { ofetch } from 'ofetch'
import { env } from '~/server/env'

export const CAPTCHA_MIN_SCORE = 0.5

export type CaptchaVerdict = 'passed' | 'failed' | 'not-configured'

export async function verifyCaptcha(
  token: unknown,
  action: string,
  remoteIp?: string,
): Promise<CaptchaVerdict> {
  const settings = env().recaptcha
  if (!settings) return 'not-configured'
  if (typeof token !== 'string' || token.length === 0 || token.length > 4000) return 'failed'
  try {
    const answer = await ofetch<{ success?: boolean; score?: number; action?: string }>(settings.verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({
        secret: settings.secretKey,
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      }),
      timeout: 5000,
      retry: 2,
    })
    const ok = answer.success === true && (answer.score ?? 0) >= CAPTCHA_MIN_SCORE && answer.action === action
    return ok ? 'passed' : 'failed'
  } catch (error) {
    console.error(
      'Tremplin: reCAPTCHA verification unavailable:',
      error instanceof Error ? error.message : error,
    )
    return 'failed'
  }
}

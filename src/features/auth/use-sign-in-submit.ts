import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AuthError, AuthResult, AuthUser } from './auth.model'
import { authErrorMessage } from './auth-errors'
import { useCaptcha } from './recaptcha'

/**
 * The submission of the sign-in and registration forms: the captcha for `action`, then the server call
 * `send`; signed in, `onSignedIn`; refused, the message to show (`refusal`).
 */
export function useSignInSubmit(action: 'login' | 'register', onSignedIn: (user: AuthUser) => void) {
  const { i18n } = useLingui()
  const captcha = useCaptcha()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [refusedFor, setRefusedFor] = useState<AuthError | null>(null)
  const submit = async (send: (captchaToken: string | undefined) => Promise<AuthResult>) => {
    setRefusal(null)
    setRefusedFor(null)
    const { token: captchaToken, error } = await captcha(action)
    if (error) {
      setRefusal(error)
      return
    }
    const result = await send(captchaToken)
    if (result.ok) onSignedIn(result.user)
    else {
      setRefusal(authErrorMessage(i18n, result.error, result.retryAfterS))
      setRefusedFor(result.error)
    }
  }
  return { refusal, refusedFor, submit }
}

/**
 * LinkedIn sign-in with OpenID Connect: authorization code flow with PKCE, state and nonce checked
 * (openid-client). The verifier, state and nonce wait in a short-lived HttpOnly cookie between the
 * redirect to LinkedIn and the callback.
 */
import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import * as oidc from 'openid-client'
import { z } from 'zod'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'

const FLOW_COOKIE = 'tal.oidc'
const FLOW_MAX_AGE_S = 600

export type LinkedinClaims = {
  subject: string
  email: string | null
  emailVerified: boolean
  firstName: string
  lastName: string
}

let configuration: { issuer: string; config: Promise<oidc.Configuration> } | undefined

function linkedinConfiguration(): Promise<oidc.Configuration> | null {
  const settings = env().linkedin
  if (!settings) return null
  if (configuration?.issuer !== settings.issuer) {
    const issuer = new URL(settings.issuer)
    // Plain http is only for a provider on this machine (the tests' local OpenID provider).
    const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
    const config = oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: local ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        configuration = undefined
        throw error
      })
    configuration = { issuer: settings.issuer, config }
  }
  return configuration.config
}

const redirectUri = () => `${env().appUrl}${pathFor('linkedinCallback', 'fr')}`

/** The URL of LinkedIn's consent page for a new sign-in (null when LinkedIn is not configured). */
export async function startLinkedinSignIn(): Promise<string | null> {
  const config = await linkedinConfiguration()
  if (!config) return null
  const verifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify({ verifier, state, nonce })).toString('base64url'), {
    httpOnly: true,
    // Lax: the cookie must come back with LinkedIn's top-level redirect to the callback.
    sameSite: 'lax',
    secure: env().appUrl.startsWith('https:'),
    path: '/',
    maxAge: FLOW_MAX_AGE_S,
  })
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(),
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString()
}

const flowSchema = z.object({ verifier: z.string(), state: z.string(), nonce: z.string() })

/** Checks the callback (state, PKCE, ID token and nonce) and reads who signed in; null if anything is off. */
export async function finishLinkedinSignIn(query: {
  code?: string
  state?: string
}): Promise<LinkedinClaims | null> {
  const config = await linkedinConfiguration()
  const stored = getCookie(FLOW_COOKIE)
  deleteCookie(FLOW_COOKIE, { path: '/' })
  if (!config || !stored || !query.code || !query.state) return null
  let flow: z.infer<typeof flowSchema>
  try {
    flow = flowSchema.parse(JSON.parse(Buffer.from(stored, 'base64url').toString()))
  } catch {
    return null
  }
  const callback = new URL(redirectUri())
  callback.searchParams.set('code', query.code)
  callback.searchParams.set('state', query.state)
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims?.sub) return null
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
    }
  } catch (error) {
    console.error('Tremplin: LinkedIn sign-in failed:', error instanceof Error ? error.message : error)
    return null
  }
}

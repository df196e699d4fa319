/** The sign-in operations of `/api` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import {
  type ApiOperation,
  data,
  errors,
  id,
  json,
  jsonBody,
  PUBLIC,
  SIGNED_IN,
} from '~/server/openapi/document'
import { loginBody } from './login-api'

export const signedInUserSchema = z.object({
  uuid: id,
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  avatar: z.object({ src: z.string().nullable() }),
  GDPRAccepted: z.boolean(),
  has_used_ai_cv: z.boolean(),
  email_verified: z.boolean(),
  saved_data: z.array(id).meta({ description: 'The ids of the offers and articles she saved.' }),
})

export const authOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/auth/login',
    operation: {
      operationId: 'login',
      tags: ['auth'],
      security: PUBLIC,
      summary: 'Sign in with an e-mail address and a password',
      description:
        '`space` is `talent` (default) or `recruiter`; an account of the other kind is a 403. Rate-limited per client.',
      requestBody: jsonBody(loginBody),
      responses: {
        200: json(
          'Signed in: send the token as `Authorization: Bearer <access_token>`.',
          z.object({ access_token: z.string(), token_type: z.literal('Bearer') }),
        ),
        ...errors(400, 401, 403, 413, 415, 429),
      },
    },
  },
  {
    method: 'get',
    path: '/api/auth/user',
    operation: {
      operationId: 'currentUser',
      tags: ['auth'],
      summary: 'The signed-in user',
      security: SIGNED_IN,
      responses: { 200: json('The signed-in user.', data(signedInUserSchema)), ...errors(401) },
    },
  },
  {
    method: 'get',
    path: '/api/auth/linkedin',
    operation: {
      operationId: 'linkedinSignIn',
      tags: ['auth'],
      security: PUBLIC,
      summary: 'Start a LinkedIn sign-in',
      description: 'A browser navigation, not an API call: redirects to LinkedIn (OpenID Connect with PKCE).',
      responses: {
        302: { description: 'Redirect to LinkedIn (`Location`).' },
        ...errors(404, 502),
      },
    },
  },
]

import { z } from 'zod/mini'
import { USER_ROLES } from '~/domain/enums'
import { loginSchema } from '~/domain/validation'

/** The body of `POST /api/auth/login`: `{ email, password, space? }`. */
export const loginBody = z.extend(loginSchema, { space: z.optional(z.enum(USER_ROLES)) })

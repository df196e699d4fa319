import { z } from 'zod/mini'
import { absentable } from '~/domain/api-fields'
import { USER_ROLES } from '~/domain/enums'
import { loginSchema } from '~/domain/validation'

/** The body of `POST /api/auth/login`: `{ email, password, space? }`. */
export const loginBody = z.extend(loginSchema, { space: absentable(z.enum(USER_ROLES)) })

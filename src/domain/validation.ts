/**
 * The form rules of docs/product.md#input-rules as zod schemas, shared by forms (browser) and server functions / `/api`.
 * Error messages are rule ids; `~/i18n/form-errors` translates them. `zod/mini` keeps the forms' JavaScript
 * small in the browser (the full `zod` is for server-only code).
 */
import { z } from 'zod/mini'
import { CONTACT_MESSAGE_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants'
import { CONTACT_SUBJECTS } from './enums'
import { EMAIL_PATTERN, MONTH_PATTERN, PHONE_PATTERN } from './patterns'

export const RULES = {
  required: 'required',
  emailFormat: 'emailFormat',
  passwordMin: 'passwordMin',
  phone: 'phone',
  correctDate: 'correctDate',
  correctUrlRequired: 'correctUrlRequired',
  mustBeTrue: 'mustBeTrue',
  gdpr: 'gdpr',
  confirmed: 'confirmed',
  tooLong: 'tooLong',
  birthdate: 'birthdate',
  endDateOrCurrentlyWorking: 'endDateOrCurrentlyWorking',
  endAfterStart: 'endAfterStart',
  richTextRequired: 'richTextRequired',
  linkUrl: 'linkUrl',
  tooMany: 'tooMany',
  alertNeedsFilter: 'alertNeedsFilter',
  unknownFilter: 'unknownFilter',
  wholeNumber: 'wholeNumber',
  tooLarge: 'tooLarge',
  rangeOrder: 'rangeOrder',
  correctDay: 'correctDay',
  dayInPast: 'dayInPast',
  chooseOne: 'chooseOne',
  reasonTooShort: 'reasonTooShort',
  messageTooShort: 'messageTooShort',
  slugFormat: 'slugFormat',
  slugTaken: 'slugTaken',
} as const
export type RuleId = (typeof RULES)[keyof typeof RULES]

export { EMAIL_PATTERN, MONTH_PATTERN, PHONE_PATTERN, UUID_PATTERN } from './patterns'

export const emailSchema = z
  .string({ error: RULES.required })
  .check(
    z.trim(),
    z.minLength(1, RULES.required),
    z.maxLength(254, RULES.tooLong),
    z.regex(EMAIL_PATTERN, RULES.emailFormat),
  )

export const passwordSchema = z
  .string({ error: RULES.required })
  .check(z.minLength(PASSWORD_MIN_LENGTH, RULES.passwordMin), z.maxLength(200, RULES.tooLong))
export const phoneSchema = z.string().check(z.trim(), z.regex(PHONE_PATTERN, RULES.phone))
export const monthSchema = z.string().check(z.regex(MONTH_PATTERN, RULES.correctDate))
/** correctUrlRequired: begins with https:// or is empty. */
export const httpsUrlSchema = z.union([
  z.literal(''),
  z.string().check(z.trim(), z.regex(/^https:\/\/\S+$/, RULES.correctUrlRequired)),
])

/**
 * The text a reader sees in rich text: tags dropped, non-breaking spaces (the character or `&nbsp;`, which
 * editors leave in "empty" paragraphs) read as spaces, trimmed. Pure string work, so it runs anywhere.
 */
export function richTextPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** richTextRequired: rich text with something left once tags and non-breaking spaces are stripped. */
export const richTextRequiredSchema = z
  .string({ error: RULES.richTextRequired })
  .check(z.refine((html) => richTextPlainText(html).length > 0, RULES.richTextRequired))

/** docs/product.md#input-rules: a link of the editor starts with http:// or https:// (then at least one character, no space). */
export const EDITOR_LINK_PATTERN = /^https?:\/\/[^\s/?#]+\S*$/i
export function isEditorLinkUrl(url: string): boolean {
  return EDITOR_LINK_PATTERN.test(url.trim())
}

export const newsletterSchema = z.object({ mail: emailSchema })

const nameSchema = z
  .string({ error: RULES.required })
  .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(100, RULES.tooLong))

/** Sign-in: any non-empty password (the length rule is for new passwords only). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: RULES.required })
    .check(z.minLength(1, RULES.required), z.maxLength(200, RULES.tooLong)),
})

/** Registration (docs/product.md#data): terms and privacy policy must be accepted; newsletter and marketing optional. */
export const registerSchema = z.object({
  firstName: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  newsletter: z.boolean(),
  marketing: z.boolean(),
  terms: z.literal(true, { error: RULES.mustBeTrue }),
})

export const forgotPasswordSchema = z.object({ email: emailSchema })

/** A new password and its confirmation, which must match ("Les mots de passe doivent correspondre"). */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string({ error: RULES.required }) })
  .check(
    z.refine((value) => value.password === value.confirmation, {
      message: RULES.confirmed,
      path: ['confirmation'],
    }),
  )

export const changePasswordSchema = z
  .object({
    current: z.string({ error: RULES.required }).check(z.minLength(1, RULES.required)),
    password: passwordSchema,
    confirmation: z.string({ error: RULES.required }),
  })
  .check(
    z.refine((value) => value.password === value.confirmation, {
      message: RULES.confirmed,
      path: ['confirmation'],
    }),
  )

/** Contact message (docs/product.md#data): every field but the phone is required; the phone follows docs/product.md#input-rules when given. */
export const contactSchema = z.object({
  subject: z.enum(CONTACT_SUBJECTS, { error: RULES.required }),
  firstName: nameSchema,
  lastName: nameSchema,
  phone: z.union([z.literal(''), z.string().check(z.trim(), z.regex(PHONE_PATTERN, RULES.phone))]),
  email: emailSchema,
  message: z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, RULES.tooLong)),
})

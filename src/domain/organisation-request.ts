/**
 * An organisation's request to join Tremplin (docs/product.md#audience: selected by a committee against a charter built on
 * the 17 goals) and the committee's refusal, as zod schemas shared by the forms and the server. Error
 * messages are rule ids (`~/i18n/form-errors`).
 */
import { z } from 'zod/mini'
import { COMPANY_SIZES, REGIONS, SDG_GOALS, SECTORS } from './enums'
import { emailSchema, httpsUrlSchema, PHONE_PATTERN, RULES } from './validation'

export const REQUEST_TEXT_MAX_LENGTH = 3000
export const REFUSAL_REASON_MIN_LENGTH = 10

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, RULES.tooLong))
const requiredText = (max: number) =>
  z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(max, RULES.tooLong))

export const organisationRequestSchema = z.object({
  name: requiredText(120),
  website: httpsUrlSchema,
  size: z.enum(COMPANY_SIZES, { error: RULES.required }),
  sectors: z
    .array(z.enum(SECTORS, { error: RULES.required }))
    .check(z.minLength(1, RULES.chooseOne), z.maxLength(5, RULES.tooMany)),
  zones: z
    .array(z.enum(REGIONS, { error: RULES.required }))
    .check(z.maxLength(REGIONS.length, RULES.tooMany)),
  sdgGoals: z
    .array(z.union(SDG_GOALS.map((goal) => z.literal(goal)) as never as [z.ZodMiniLiteral<number>]))
    .check(z.minLength(1, RULES.chooseOne), z.maxLength(SDG_GOALS.length, RULES.tooMany)),
  mission: requiredText(REQUEST_TEXT_MAX_LENGTH),
  commitments: requiredText(REQUEST_TEXT_MAX_LENGTH),
  contactFirstName: requiredText(100),
  contactLastName: requiredText(100),
  contactEmail: emailSchema,
  contactPhone: z.union([z.literal(''), z.string().check(z.trim(), z.regex(PHONE_PATTERN, RULES.phone))]),
  contactRole: text(120),
  consent: z.literal(true, { error: RULES.gdpr }),
})
export type OrganisationRequestValues = z.infer<typeof organisationRequestSchema>
export type OrganisationRequestInput = Omit<OrganisationRequestValues, 'size' | 'consent'> & {
  size: OrganisationRequestValues['size'] | ''
  consent: boolean
}

export const EMPTY_ORGANISATION_REQUEST: OrganisationRequestInput = {
  name: '',
  website: '',
  size: '',
  sectors: [],
  zones: [],
  sdgGoals: [],
  mission: '',
  commitments: '',
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
  contactPhone: '',
  contactRole: '',
  consent: false,
}

/** The committee's refusal: the contact is told why. */
export const refusalSchema = z.object({
  reason: z
    .string({ error: RULES.required })
    .check(
      z.trim(),
      z.minLength(REFUSAL_REASON_MIN_LENGTH, RULES.reasonTooShort),
      z.maxLength(REQUEST_TEXT_MAX_LENGTH, RULES.tooLong),
    ),
})

/**
 * An organisation's public profile as its recruiters edit it (spec §3 company profile fields): what is the
 * same in every language, then per language its address (slug), slogan and texts. Zod schemas shared by the
 * editor and the server; error messages are rule ids. Rich texts are sanitised again by the server.
 */
import { z } from 'zod/mini'
import { COMPANY_SIZES, CONTENT_LANGUAGES, REGIONS, SDG_GOALS, SECTORS } from './enums'
import { httpsUrlSchema, RULES } from './validation'

export const COMPANY_TEXT_MAX_LENGTH = 20_000
/** A slug an organisation chooses: lower-case letters, digits and single dashes. */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, RULES.tooLong))
const richText = z.string().check(z.maxLength(COMPANY_TEXT_MAX_LENGTH, RULES.tooLong))
/** A whole number typed in a field, within bounds, or ''. */
const wholeNumber = (min: number, max: number) =>
  z.union([
    z.literal(''),
    z.string().check(
      z.trim(),
      z.regex(/^\d{1,3}$/, RULES.wholeNumber),
      z.refine((value) => Number(value) >= min && Number(value) <= max, RULES.tooLarge),
    ),
  ])

export const companyTranslationSchema = z.object({
  slug: z
    .string({ error: RULES.required })
    .check(
      z.trim(),
      z.minLength(1, RULES.required),
      z.maxLength(100, RULES.tooLong),
      z.regex(COMPANY_SLUG_PATTERN, RULES.slugFormat),
    ),
  slogan: text(160),
  description: richText,
  teamDescription: richText,
  supportDescription: richText,
})

export const companyProfileSchema = z.object({
  name: z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(120, RULES.tooLong)),
  website: httpsUrlSchema,
  location: text(120),
  size: z.enum(COMPANY_SIZES, { error: RULES.required }),
  sectors: z.array(z.enum(SECTORS, { error: RULES.required })).check(z.maxLength(5, RULES.tooMany)),
  zones: z.array(z.enum(REGIONS, { error: RULES.required })),
  sdgGoals: z
    .array(z.union(SDG_GOALS.map((goal) => z.literal(goal)) as never as [z.ZodMiniLiteral<number>]))
    .check(z.minLength(1, RULES.chooseOne)),
  averageAge: wholeNumber(16, 99),
  womenPercent: wholeNumber(0, 100),
  videoUrl: httpsUrlSchema,
  teamVideoUrl: httpsUrlSchema,
  facebookUrl: httpsUrlSchema,
  instagramUrl: httpsUrlSchema,
  twitterUrl: httpsUrlSchema,
  youtubeUrl: httpsUrlSchema,
  linkedinUrl: httpsUrlSchema,
  translations: z.object({
    fr: companyTranslationSchema,
    nl: companyTranslationSchema,
    en: companyTranslationSchema,
  }),
})
export type CompanyProfileValues = z.infer<typeof companyProfileSchema>
export const PROFILE_LANGUAGES = CONTENT_LANGUAGES

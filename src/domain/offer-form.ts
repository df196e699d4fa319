/**
 * An offer as an organisation writes it (docs/product.md#data job offer, docs/product.md#limits ranges): the zod schema shared by the
 * recruiter's editor (browser) and the server save, with the rules of docs/product.md#input-rules. Error messages are rule ids
 * (`~/i18n/form-errors`). Rich texts are sanitized again by the server before they are stored.
 */
import { z } from 'zod/mini'
import {
  CONTENT_LANGUAGES,
  CONTRACT_TYPES,
  type ContentLanguage,
  JOB_CATEGORIES,
  RANGE_KINDS,
  type RangeKind,
  REGIONS,
  REMOTE_POLICIES,
  SECTORS,
} from './enums'
import { httpsUrlSchema, RULES, richTextPlainText } from './validation'

export const OFFER_TITLE_MAX_LENGTH = 120
/** Each rich text of an offer, as HTML. */
export const OFFER_TEXT_MAX_LENGTH = 20_000
/** The numbered questions of the apply form. */
export const OFFER_QUESTIONS_MAX = 10
export const OFFER_QUESTION_MAX_LENGTH = 300
export const OFFER_SECTORS_MAX = 5
/** Salary in thousands of euros a year, experience in years (docs/product.md#limits). */
export const SALARY_LIMIT = 1000
export const EXPERIENCE_LIMIT = 50

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, RULES.tooLong))
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: RULES.required })
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(''), requiredChoice(values)])

const richText = z.string().check(z.maxLength(OFFER_TEXT_MAX_LENGTH, RULES.tooLong))
const requiredRichText = z.string({ error: RULES.richTextRequired }).check(
  z.maxLength(OFFER_TEXT_MAX_LENGTH, RULES.tooLong),
  z.refine((html) => richTextPlainText(html).length > 0, RULES.richTextRequired),
)

/** A bound of a range as typed: '' (none) or a whole number. */
const bound = z.string().check(z.trim(), z.regex(/^\d{0,4}$/, RULES.wholeNumber))

/**
 * A salary or experience range in the four forms of docs/product.md#limits: equal and more than need the lower bound, less than
 * the upper one, between both in order; no form means no range (its bounds are ignored).
 */
export type RangeValues = { kind: '' | RangeKind; min: string; max: string }
const rangeSchema = (limit: number) =>
  z.object({ kind: optionalChoice(RANGE_KINDS), min: bound, max: bound }).check(
    z.refine<RangeValues>((r) => !['equal', 'more_than', 'between'].includes(r.kind) || r.min !== '', {
      message: RULES.required,
      path: ['min'],
    }),
    z.refine<RangeValues>((r) => !['less_than', 'between'].includes(r.kind) || r.max !== '', {
      message: RULES.required,
      path: ['max'],
    }),
    z.refine<RangeValues>((r) => r.kind === '' || (Number(r.min) <= limit && Number(r.max) <= limit), {
      message: RULES.tooLarge,
      path: ['max'],
    }),
    z.refine<RangeValues>(
      (r) => r.kind !== 'between' || r.min === '' || r.max === '' || Number(r.min) < Number(r.max),
      { message: RULES.rangeOrder, path: ['max'] },
    ),
  )

export type StoredRange = { kind: RangeKind | null; min: number | null; max: number | null }

/** The stored bounds of a range: only those its form uses. */
export function rangeBounds(range: RangeValues): StoredRange {
  if (range.kind === '') return { kind: null, min: null, max: null }
  const usesMin = range.kind !== 'less_than'
  const usesMax = range.kind === 'less_than' || range.kind === 'between'
  return {
    kind: range.kind,
    min: usesMin ? Number(range.min) : null,
    max: usesMax ? Number(range.max) : null,
  }
}

/** An offer's salary and experience columns. */
export function rangeColumns(salary: StoredRange, experience: StoredRange) {
  return {
    salaryKind: salary.kind,
    salaryMin: salary.min,
    salaryMax: salary.max,
    experienceKind: experience.kind,
    experienceMin: experience.min,
    experienceMax: experience.max,
  }
}

/** A closing date (YYYY-MM-DD, the last day the offer is shown), from today on; '' for none. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const closingDay = z.union([
  z.literal(''),
  z.string().check(
    z.refine((value) => {
      if (!DAY_PATTERN.test(value)) return false
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    }, RULES.correctDay),
    // Today is a valid closing day anywhere on Earth: compared with yesterday, the server checks again.
    z.refine(
      (value) => value >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      RULES.dayInPast,
    ),
  ),
])

export const offerFormSchema = z.object({
  language: requiredChoice(CONTENT_LANGUAGES),
  title: z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(OFFER_TITLE_MAX_LENGTH, RULES.tooLong)),
  office: text(120),
  region: optionalChoice(REGIONS),
  contractType: requiredChoice(CONTRACT_TYPES),
  remotePolicy: requiredChoice(REMOTE_POLICIES),
  category: requiredChoice(JOB_CATEGORIES),
  sectors: z
    .array(z.enum(SECTORS, { error: RULES.required }))
    .check(z.maxLength(OFFER_SECTORS_MAX, RULES.tooMany)),
  salary: rangeSchema(SALARY_LIMIT),
  experience: rangeSchema(EXPERIENCE_LIMIT),
  description: requiredRichText,
  profileSought: requiredRichText,
  whyApply: richText,
  interviewProcess: richText,
  questions: z
    .array(
      z
        .string({ error: RULES.required })
        .check(
          z.trim(),
          z.minLength(1, RULES.required),
          z.maxLength(OFFER_QUESTION_MAX_LENGTH, RULES.tooLong),
        ),
    )
    .check(z.maxLength(OFFER_QUESTIONS_MAX, RULES.tooMany)),
  externalApplyUrl: httpsUrlSchema,
  validThrough: closingDay,
})
export type OfferFormValues = z.infer<typeof offerFormSchema>

/** A new offer's form: written in the language she browses in, everything else to fill. */
export function emptyOfferForm(language: ContentLanguage): OfferFormInput {
  const noRange = { kind: '', min: '', max: '' } as const
  return {
    language,
    title: '',
    office: '',
    region: '',
    contractType: '',
    remotePolicy: '',
    category: '',
    sectors: [],
    salary: { ...noRange },
    experience: { ...noRange },
    description: '',
    profileSought: '',
    whyApply: '',
    interviewProcess: '',
    questions: [],
    externalApplyUrl: '',
    validThrough: '',
  }
}

/** The form's values while typed: required choices may still be unanswered (''). */
export type OfferFormInput = Omit<OfferFormValues, 'contractType' | 'remotePolicy' | 'category'> & {
  contractType: OfferFormValues['contractType'] | ''
  remotePolicy: OfferFormValues['remotePolicy'] | ''
  category: OfferFormValues['category'] | ''
}

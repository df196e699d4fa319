/** The answers' input schemas (docs/answers.md), apart from answers.ts so that pages that only read its
 * constants do not load zod. */
import { z } from 'zod/mini'
import { ANSWER_DAYS_MAX, ANSWER_DAYS_MIN, hasMarkup, REFUSAL_TEMPLATE_MAX_LENGTH } from './answers'

export const answerDaysSchema = z
  .number()
  .check(z.int(), z.gte(ANSWER_DAYS_MIN, `answer-days-range`), z.lte(ANSWER_DAYS_MAX, `answer-days-range`))

export const refusalTemplateSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'template-empty'),
  z.maxLength(REFUSAL_TEMPLATE_MAX_LENGTH, 'template-too-long'),
  z.refine((text) => !hasMarkup(text), 'template-markup'),
)

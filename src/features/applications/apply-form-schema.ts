import { z } from 'zod/mini'
import { applySchema, mustBeTrue } from '~/domain/applications'
import { RULES } from '~/domain/validation'

/**
 * The apply modal's own check before sending (the server checks again): the domain rules, a CV chosen,
 * and on student-job offers the declaration ticked.
 */
export function applyFormSchema(studentJob: boolean) {
  return z.object({
    cv: z.nullable(z.string()).check(z.refine((value) => Boolean(value), RULES.required)),
    coverLetterText: applySchema.shape.coverLetterText,
    coverLetterFile: applySchema.shape.coverLetterFile,
    answers: applySchema.shape.answers,
    consent: applySchema.shape.consent,
    studentDeclaration: studentJob ? mustBeTrue(RULES.mustBeTrue) : z.boolean(),
  })
}

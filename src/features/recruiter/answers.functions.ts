/**
 * The recruiter space's answers (docs/answers.md): a refusal's preview and sending with its reason, the
 * bulk refusal of an offer's remaining applicants and its undo, the answer time and refusal templates.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { answerDaysSchema } from '~/domain/answer-schemas'
import { REFUSAL_REASONS } from '~/domain/answers'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { LOCALES } from '~/i18n/locales'
import { isRecruiter, THROTTLED, withinLimit } from './recruiter-guard.server'
import { answerSettings, saveAnswerDays, saveRefusalTemplate } from './refusal-templates.server'
import { previewRefusal, refuseAllRemaining, refuseWithReason, undoBulkRefusal } from './refusals.server'

export const getRefusalPreviewFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ applicationId: z.uuid(), reason: z.enum(REFUSAL_REASONS) }))
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? previewRefusal(db, user.id, data.applicationId, data.reason) : null,
  )

export const refuseWithReasonFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({
      applicationId: z.uuid(),
      from: z.enum(['new', 'pending'] as const),
      reason: z.enum(REFUSAL_REASONS),
    }),
  )
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return refuseWithReason(db, user.id, data.applicationId, data.from, data.reason)
  })

export const refuseRemainingFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ offerId: z.uuid(), reason: z.enum(REFUSAL_REASONS) }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return null
    if (!(await withinLimit(db, user))) return null
    return refuseAllRemaining(db, user.id, data.offerId, data.reason)
  })

export const undoRefusalsFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({
      refused: z.array(z.object({ applicationId: z.uuid(), eventId: z.uuid() })).check(z.maxLength(1000)),
    }),
  )
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? undoBulkRefusal(db, user.id, data.refused) : 0,
  )

export const getAnswerSettingsFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? answerSettings(db, user.id, data.companyId) : null,
  )

export const saveAnswerDaysFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid(), days: answerDaysSchema }))
  .handler(async ({ data, context: { db, user } }) =>
    isRecruiter(user) ? saveAnswerDays(db, user.id, data.companyId, data.days) : false,
  )

export const saveRefusalTemplateFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({ companyId: z.uuid(), locale: z.enum(LOCALES), body: z.string().check(z.maxLength(5000)) }),
  )
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return { ok: false as const, error: 'not-found' as const }
    return saveRefusalTemplate(db, user.id, data.companyId, data.locale, data.body)
  })

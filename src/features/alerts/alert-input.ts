/**
 * What a saved search is made of (docs/product.md#data: name, filters, e-mail flag; docs/product.md#input-rules: at least one filter), checked
 * the same way by the save dialog and the server: filters of the job list only, with known values only
 * (an alert is never stored with a filter the list would silently drop), and a keyword or a filter.
 */
import { z } from 'zod/mini'
import { ALERT_FREQUENCIES, ALERT_NAME_MAX_LENGTH } from '~/domain/alerts'
import { absentable } from '~/domain/api-fields'
import { MAX_QUERY_LENGTH } from '~/domain/list-search'
import { RULES } from '~/domain/validation'
import { OFFER_FILTER_KEYS, OFFER_FILTER_VALUES, type OfferFilters } from '~/features/offers/offer-list-url'

const filtersSchema = z
  .record(z.string(), z.array(z.string()).check(z.maxLength(50, RULES.tooMany)))
  .check(
    z.refine(
      (filters) =>
        Object.entries(filters).every(
          ([key, values]) =>
            (OFFER_FILTER_KEYS as readonly string[]).includes(key) &&
            values.every((value) =>
              (OFFER_FILTER_VALUES[key as keyof typeof OFFER_FILTER_VALUES] as readonly string[]).includes(
                value,
              ),
            ),
        ),
      RULES.unknownFilter,
    ),
  )

export const alertSearchSchema = z
  .object({
    query: z.string().check(z.trim(), z.maxLength(MAX_QUERY_LENGTH, RULES.tooLong)),
    filters: filtersSchema,
  })
  .check(
    z.refine(
      ({ query, filters }) => query.length > 0 || Object.values(filters).some((values) => values.length > 0),
      { message: RULES.alertNeedsFilter, path: ['filters'] },
    ),
  )

export const alertNameSchema = z
  .string({ error: RULES.required })
  .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(ALERT_NAME_MAX_LENGTH, RULES.tooLong))

/** A new saved search. */
export const newAlertSchema = z.object({
  name: alertNameSchema,
  search: alertSearchSchema,
  emailAlert: z.boolean(),
  frequency: z.enum(ALERT_FREQUENCIES),
})
export type NewAlert = z.infer<typeof newAlertSchema>

/** What may change on a saved search: any of its name, e-mail flag and frequency. */
export const alertFieldsChangeSchema = z.object({
  name: absentable(alertNameSchema),
  emailAlert: absentable(z.boolean()),
  frequency: absentable(z.enum(ALERT_FREQUENCIES)),
})

/** A change to one saved search. */
export const alertChangeSchema = z.extend(alertFieldsChangeSchema, { alertId: z.uuid() })
export type AlertChange = z.infer<typeof alertChangeSchema>

/** The stored filters as the job list takes them (empty lists dropped). */
export function storedFilters(filters: Record<string, string[]>): OfferFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0)) as OfferFilters
}

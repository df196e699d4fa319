/** The body of `POST /api/events/log` (docs/product.md#api), checked before anything is kept. */
import { z } from 'zod'
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_EXTRA_MAX_KEYS,
  ANALYTICS_TEXT_MAX,
  type AnalyticsEventType,
} from '~/domain/analytics'
import { absentable } from '~/domain/api-fields'

// An event's texts come from the page's address too (a path with %00): parseJsonBody has made them
// storable, keys included, so that the page view still counts and cannot fail the batch it is written with.
const text = z.string().max(ANALYTICS_TEXT_MAX)
const key = z.string().min(1).max(40)
const flatRecord = z
  .record(key, z.union([text, z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= ANALYTICS_EXTRA_MAX_KEYS, 'too many keys')

/** What an event may carry besides its type: page details, the search text, small values. */
const extraSchema = z
  .record(key, z.union([text, z.number(), z.boolean(), z.null(), flatRecord]))
  .refine((value) => Object.keys(value).length <= ANALYTICS_EXTRA_MAX_KEYS, 'too many keys')

const NEEDS_OFFER: readonly AnalyticsEventType[] = ['offer_view', 'apply_click', 'offer_save']

export const analyticsEventSchema = z
  .strictObject({
    type: z.enum(ANALYTICS_EVENT_TYPES),
    enterprise_uuid: absentable(z.uuid()),
    offer_uuid: absentable(z.uuid()),
    extra: absentable(extraSchema),
    long_session_id: absentable(z.uuid()),
    session_id: absentable(z.uuid()),
  })
  .refine((event) => !NEEDS_OFFER.includes(event.type) || event.offer_uuid, {
    message: 'this event is about an offer: send offer_uuid',
    path: ['offer_uuid'],
  })
  .refine((event) => event.type !== 'company_view' || event.enterprise_uuid, {
    message: 'this event is about an organisation: send enterprise_uuid',
    path: ['enterprise_uuid'],
  })

/**
 * Offer sources: an organisation's careers page or job feed, imported on a schedule. The kinds, the
 * settings an owner chooses, the limits of a run and the reasons an item or a whole source is refused
 * (stable ids, translated by the page).
 */
import { z } from 'zod/mini'

export const SOURCE_KINDS = ['careers_page', 'feed'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/** Where talents apply to an imported offer: on Tremplin, or at the source's own apply link. */
export const SOURCE_APPLY_ON = ['tremplin', 'source'] as const
export type SourceApplyOn = (typeof SOURCE_APPLY_ON)[number]

/** Hours between two scheduled imports of a source. */
export const SOURCE_INTERVALS = [1, 6, 24] as const
/** A source with more items than this is refused whole: nothing is imported from it. */
export const SOURCE_MAX_ITEMS = 2000
/** Job pages a careers page run reads at most (the rest wait for the next run). */
export const SOURCE_MAX_PAGES = 200
export const SOURCE_MAX_PER_ORGANISATION = 5
/** Run reports are kept this long. */
export const SOURCE_RUN_RETENTION_DAYS = 90
export const SOURCE_URL_MAX_LENGTH = 2000

/** Why one item of a source was not imported. */
export const ITEM_REFUSALS = [
  'no-id',
  'no-title',
  'title-too-long',
  'no-description',
  'description-too-long',
  'bad-date',
  'expired',
  'duplicate',
] as const

/** Why a page, or a whole source, could not be read. */
export const SOURCE_REFUSALS = [
  'not-url',
  'scheme',
  'private-address',
  'unreachable',
  'timeout',
  'too-large',
  'http-error',
  'too-many-redirects',
  'robots',
  'invalid-json-ld',
  'no-postings',
  'invalid-feed',
  'too-many-items',
  'too-many-sources',
] as const

export type RefusalReason = (typeof ITEM_REFUSALS)[number] | (typeof SOURCE_REFUSALS)[number]

/** An item or page refused, with its reason: what a preview and a run report list. */
export type Refusal = { item: string; reason: RefusalReason }

export const sourceSettingsSchema = z.object({
  kind: z.enum(SOURCE_KINDS),
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(SOURCE_URL_MAX_LENGTH)),
  publish: z.boolean(),
  applyOn: z.enum(SOURCE_APPLY_ON),
  intervalHours: z.union(
    SOURCE_INTERVALS.map((hours) => z.literal(hours)) as [
      z.ZodMiniLiteral<1>,
      z.ZodMiniLiteral<6>,
      z.ZodMiniLiteral<24>,
    ],
  ),
})
export type SourceSettings = z.infer<typeof sourceSettingsSchema>

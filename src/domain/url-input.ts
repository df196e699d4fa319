/**
 * Server-function inputs that come from a URL (slugs, search text, page numbers, links' tokens): zod
 * schemas that never fail. A bad value becomes the empty one and the page answers as it would for a bad
 * link ("not found", "invalid link"), never with an error. Inputs typed in forms are strict instead.
 */
import { z } from 'zod/mini'
import { parsePage } from './list-search'
import { SLUG_PATTERN } from './slugs'

/** A slug of a path segment, or '' (no such page). */
export const slugInput = z.catch(z.string().check(z.regex(SLUG_PATTERN)), '')

/** A page number from 1, else 1. */
export const pageInput = z.pipe(z.unknown(), z.transform(parsePage))

/** A token or signature of an e-mailed link, or '' (an invalid link). */
export const linkTokenInput = z.catch(z.string().check(z.minLength(1), z.maxLength(200)), '')

/** A uuid of a link, or '' (an invalid link). */
export const uuidInput = z.catch(z.uuid(), '')

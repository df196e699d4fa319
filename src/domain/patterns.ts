/**
 * The formats of docs/product.md#input-rules's rules as regular expressions, without zod: route definitions (in every page's
 * first JavaScript) check ids in URLs with them; `validation.ts` builds the form and API schemas on them.
 */
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants'

/** emailFormat: letters, digits, dot, underscore, hyphen, @, a domain and a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}$/
/** phone: optional +, then 8 to 30 digits, no spaces. */
export const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`)
/** A UUID as the database writes it (ids in URLs are checked before any query). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** correctDate: YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

/** Business constants and limits of docs/product.md#limits, defined once. */

export const PAGE_SIZE = 15
/** Pagination shows every page up to this many pages, else an abbreviated list with an expandable ellipsis. */
export const PAGINATION_FULL_MAX = 7
export const SEARCH_RESULTS_PER_BLOCK = 4
export const SEARCH_DEBOUNCE_MS = 500
export const SKILLS_DEBOUNCE_MS = 500
export const SKILLS_SUGGESTIONS = 15
export const SKILLS_BLUR_CLOSE_MS = 200
export const POPULAR_PAGES_PER_PREFIX = 5
export const POPULAR_PAGE_PREFIXES = ['emploi', 'stage'] as const
export const FILTER_LABEL_MAX = 50
export const NEWSLETTER_TOAST_MS = 3000
/** How long the link of a newsletter confirmation e-mail works. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7
export const HEADER_SCROLL_THRESHOLD_PX = 29
export const BACK_BAR_MIN_HISTORY = 2
export const SCROLL_OBSERVER_TOP_MARGIN = '-20%'
export const PROGRESS_BAR_THROTTLE_MS = 200
export const PROGRESS_BAR_DURATION_MS = 5000

export const UPLOAD_TIMEOUT_MS = 30_000
/** Reading a CV takes about a second; past this, the import gives up (a hostile or pathological PDF). */
export const CV_IMPORT_TIMEOUT_MS = 30_000
/**
 * docs/product.md#states: set at sign-up to the time from which the welcome modal (fill your profile from your CV) may
 * show; removed when it is closed, when the CV import succeeds, or when it no longer applies.
 */
export const NEW_USER_COOKIE = 'tal.new_user'
export const NEW_USER_COOKIE_MAX_AGE_S = 30 * 24 * 3600
export const UPLOAD_RETRIES = 3
export const UPLOAD_MAX_BYTES = 5 * 1000 * 1000
/**
 * What an account may keep in uploaded files that nothing (profile, application, CV import) uses yet:
 * one full upload for a confirmed address, a CV and a picture for an unconfirmed one.
 */
export const UNUSED_UPLOADS_QUOTA_BYTES = 30 * 1000 * 1000
export const UNCONFIRMED_UNUSED_UPLOADS_QUOTA_BYTES = 12 * 1000 * 1000
/** An uploaded file nothing uses is deleted by the nightly sweep once it is this old. */
export const UNUSED_UPLOAD_GRACE_HOURS = 24
export const PASSWORD_MIN_LENGTH = 8
export const PHONE_MIN_DIGITS = 8
export const PHONE_MAX_DIGITS = 30

export const DAY_SECONDS = 24 * 60 * 60
export const REDIRECT_COOKIE = 'redirect_url'
export const REDIRECT_COOKIE_MAX_AGE_S = 3600
export const LOCALE_COOKIE = 'tal.locale'
export const LOCALE_COOKIE_MAX_AGE_S = 365 * DAY_SECONDS
export const AUTH_COOKIE_PREFIX = 'tal.'
export const AUTH_COOKIE_MAX_AGE_S = 30 * DAY_SECONDS
/** E-mailed links: address validation a week, password recovery an hour (single use). */
export const EMAIL_VALIDATION_TTL_S = 7 * DAY_SECONDS
export const RECOVERY_TTL_S = 3600
/** An invitation to choose a password (a new organisation's first owner, a new member). */
export const INVITATION_TTL_S = 7 * DAY_SECONDS

export const COFOUNDER_COMMISSION_EUR = 500
export const EVENTS_PARTNER_FREE_EVENT_EUR = 50
export const SPONSORED_CAMPAIGN_DAYS = 15
export const VIDEO_CAPSULE_MINUTES = [1, 3] as const
export const CONTACT_REPLY_HOURS = 48
export const CONTACT_MESSAGE_MAX_LENGTH = 5000
export const NEWSLETTER_SUBSCRIBERS = 4000
export const SOCIAL_FOLLOWERS = 12000

export const TERMS_LIABILITY_CAP_EUR = 3000
export const TERMS_FLAT_DAMAGES_EUR = 3000
export const TERMS_STOP_USING_RIGHTS_WORKING_DAYS = 30
export const PRIVACY_RETENTION_CONTACT_YEARS = 10
export const PRIVACY_RETENTION_SURVEYS_YEARS = 3
/** An organisation's request to publish (and its contact person's details), counted from the committee's decision. */
export const PRIVACY_RETENTION_ORGANISATION_REQUEST_MONTHS = 12
export const PRIVACY_RESPONSE_MONTHS = 1
export const PRIVACY_RESPONSE_EXTENSION_MONTHS = 2
export const STUDENT_MIN_AGE = 16
export const STUDENT_MIN_AGE_AFTER_SECONDARY = 15

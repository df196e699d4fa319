/**
 * The first call every page makes to Google's consent mode (docs/product.md#limits): everything denied, tags
 * wait 500 ms for a stored choice. Spelled out, not computed from `src/domain/consent.ts`, so that the head
 * script's unit test and the cookie banner's browser journey hold the module to the documented values.
 */
export const CONSENT_DEFAULTS_CALL = [
  'consent',
  'default',
  {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: 500,
  },
]

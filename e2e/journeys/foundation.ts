export const LOCALIZED_JOBS = { fr: '/offres-emploi', nl: '/nl/banen', en: '/en/job-offers' } as const

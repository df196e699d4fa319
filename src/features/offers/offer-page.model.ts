import type { ResponseRecord } from '~/domain/answers'
import type { CompanySize, ContentLanguage, OfferStatus, Region, Sector } from '~/domain/enums'
import type { Locale } from '~/i18n/locales'
import type { OfferCard } from './offer-card.model'

/** Everything the offer page shows (docs/product.md#pages offer detail), rich texts already sanitised. */
export type OfferPage = {
  offer: OfferCard & {
    language: ContentLanguage
    status: OfferStatus
    /** False when archived or closed: the page shows a notice and no apply button. */
    available: boolean
    validThrough: string | null
    description: string
    profileSought: string
    whyApply: string
    interviewProcess: string
    externalApplyUrl: string | null
    /** Plain-text opening of the description, for meta descriptions. */
    summary: string
  }
  company: {
    id: string
    name: string
    slug: string
    logoUrl: string | null
    website: string | null
    description: string
    size: CompanySize
    sectors: Sector[]
    zones: Region[]
    /** Its answers over the last 180 days (docs/answers.md). */
    responseRecord: ResponseRecord
  }
  otherOffers: OfferCard[]
  similarOffers: OfferCard[]
  /** The company slug in each locale: the same page in another language. */
  companySlugs: Partial<Record<Locale, string>>
}

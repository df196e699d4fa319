import type { ResponseRecord } from '~/domain/answers'
import type { CompanySize, Region, SdgGoal, Sector } from '~/domain/enums'
import type { OfferCard } from '~/features/offers/offer-card.model'
import type { Locale } from '~/i18n/locales'
import type { SocialNetwork } from '~/ui/social-icons'
import type { CompanyCard } from './company-card.model'

/** A square or circle of the profile: a short title and text, with an optional picture. */
export type ProfileTile = { title: string; text: string; image: string | null }

/** A video hosted elsewhere, shown as a link over its overlay picture (no third-party player embedded). */
export type ProfileVideo = { url: string; overlayUrl: string | null }

/** Everything the company page shows (docs/product.md#data company profile), rich texts already sanitised. */
export type CompanyPage = {
  company: {
    id: string
    name: string
    slug: string
    logoUrl: string | null
    bannerUrl: string | null
    slogan: string | null
    website: string | null
    location: string | null
    size: CompanySize
    sectors: Sector[]
    zones: Region[]
    /** Commitments: the sustainable development goals the company works on. */
    sdgGoals: SdgGoal[]
    averageAge: number | null
    womenPercent: number | null
    /** Its answers over the last 180 days (docs/answers.md). */
    responseRecord: ResponseRecord
    socialLinks: { network: SocialNetwork; url: string }[]
    description: string
    /** Plain-text opening of the description (or the slogan), for meta descriptions. */
    summary: string
    video: ProfileVideo | null
    imageUrl: string | null
    squares: ProfileTile[]
    teamVideo: ProfileVideo | null
    teamImageUrl: string | null
    teamGallery: string[]
    teamDescription: string
    circles: ProfileTile[]
    supportImageUrl: string | null
    supportDescription: string
  }
  /** Its published offers, newest first (at most OFFERS_SHOWN), and how many there are. */
  offers: OfferCard[]
  openOfferCount: number
  /** Companies sharing its sectors. */
  similar: CompanyCard[]
  /** The company slug in each locale: the same page in another language. */
  slugs: Partial<Record<Locale, string>>
}

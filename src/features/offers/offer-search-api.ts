import type { ContentLanguage } from '~/domain/enums'
import type { OfferSearchResult } from './offer-search.server'

/** The header of `GET /api/search/jobs` carrying the corrected text ("did you mean"), URI-encoded. */
export const DID_YOU_MEAN_HEADER = 'x-did-you-mean'

/** One job of `GET /api/search/jobs` (docs/product.md#data search results). */
export type OfferSearchHit = {
  uuid: string
  slug: string
  intitule_offre: string
  /** The language the offer is written in (`fr`, `nl`, `en`). */
  langue: ContentLanguage
  entreprise: { name: string; slug: string; logo: { src: string | null } }
}

/** The `[list, total]` pair of docs/product.md#api. */
export function toSearchApiPair(result: OfferSearchResult): [OfferSearchHit[], number] {
  return [
    result.offers.map((offer) => ({
      uuid: offer.id,
      slug: offer.slug,
      intitule_offre: offer.title,
      langue: offer.language,
      entreprise: {
        name: offer.company.name,
        slug: offer.company.slug,
        logo: { src: offer.company.logoUrl },
      },
    })),
    result.total,
  ]
}

import type { ContentLanguage, ContractType, RangeKind, Region, RemotePolicy } from '~/domain/enums'

export type Range = { kind: RangeKind; min: number | null; max: number | null }

/** What an offer card shows (docs/product.md#pages job list cards). */
export type OfferCard = {
  id: string
  slug: string
  title: string
  /** The language the offer is written in; a card in another language than the page's says so. */
  language: ContentLanguage
  company: { name: string; slug: string; logoUrl: string | null }
  office: string | null
  region: Region | null
  contractType: ContractType
  remotePolicy: RemotePolicy
  salary: Range | null
  experience: Range | null
  publishedAt: string | null
}

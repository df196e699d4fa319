import type { Region, Sector } from '~/domain/enums'

/** What a company card shows (docs/product.md#data organisation: name, logo, sectors, zones, open jobs). */
export type CompanyCard = {
  id: string
  slug: string
  name: string
  slogan: string | null
  logoUrl: string | null
  sectors: Sector[]
  zones: Region[]
  openOfferCount: number
  isCofounder: boolean
}

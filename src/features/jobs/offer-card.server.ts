import { sql } from 'drizzle-orm'
import type { OfferCard } from './offer-card.model'

/** The columns of an offer card, selected from `offers o`, `companies c` and `company_translations ct`. */
export type CardRow = {
  id: string
  slug: string
  title: string
  company_name: string
  company_slug: string
  logo_url: string | null
  office: string | null
  region: OfferCard['region']
  contract_type: OfferCard['contractType']
  remote_policy: OfferCard['remotePolicy']
  salary_kind: NonNullable<OfferCard['salary']>['kind'] | null
  salary_min: number | null
  salary_max: number | null
  experience_kind: NonNullable<OfferCard['experience']>['kind'] | null
  experience_min: number | null
  experience_max: number | null
  published_at: string | Date | null
}

export const cardColumns = sql`o.id, o.slug, o.title, c.name as company_name, ct.slug as company_slug, c.logo_url, o.office, o.region,
  o.contract_type, o.remote_policy, o.salary_kind, o.salary_min, o.salary_max, o.experience_kind, o.experience_min,
  o.experience_max, o.published_at`

export function cardFromRow(row: CardRow): OfferCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    company: { name: row.company_name, slug: row.company_slug, logoUrl: row.logo_url },
    office: row.office,
    region: row.region,
    contractType: row.contract_type,
    remotePolicy: row.remote_policy,
    salary: row.salary_kind ? { kind: row.salary_kind, min: row.salary_min, max: row.salary_max } : null,
    experience: row.experience_kind
      ? { kind: row.experience_kind, min: row.experience_min, max: row.experience_max }
      : null,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  }
}

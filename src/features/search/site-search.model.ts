/** The global search modal's organisation and article hits (the `[list, total]` lists of docs/product.md#api). */
export type OrganisationHit = {
  uuid: string
  name: string
  slug: string
  logo: { src: string | null }
  coFounder: boolean
  /** The co-founder project page (a published project, the visitor's language first), for organisations flagged co-founder. */
  cofounder_slug: string | null
  jobs_open: number
}

export type ArticleHit = {
  uuid: string
  slug: string
  title: string
  category: string
  thumbnail: { src: string | null }
  date: string | null
}

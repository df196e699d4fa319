import type { CofounderSection } from '~/domain/cofounder-project-form'
import type { CofounderMaturity, CofounderPlan, ContentLanguage, Region, Sector } from '~/domain/enums'

/** What a project card shows: title, founder, region, sectors, maturity, image, and its language. */
export type CofounderCard = {
  id: string
  slug: string
  /** Each project is written in one language; cards in another language than the page's say which. */
  language: ContentLanguage
  title: string
  founderName: string
  imageUrl: string | null
  region: Region | null
  sectors: Sector[]
  maturity: CofounderMaturity
  publishedAt: string | null
}

/** One page of the project list: `offset` is where it starts in the whole ordered list. */
export type CofounderListPage = { projects: CofounderCard[]; total: number; offset: number }

/** The sections of a project page (docs/product.md#pages), in display order. */
export { COFOUNDER_SECTIONS, type CofounderSection } from '~/domain/cofounder-project-form'

export type CofounderProjectPage = {
  project: CofounderCard & {
    plan: CofounderPlan
    /** The sections that are set, in display order, as sanitised HTML. */
    sections: { key: CofounderSection; html: string }[]
    /** Plain-text opening of the description, for meta descriptions. */
    summary: string
  }
  /** The organisation behind the project, when it is on Tremplin (slug in the visitor's language). */
  company: { name: string; slug: string; logoUrl: string | null; slogan: string | null } | null
  similar: CofounderCard[]
}

/** The offers' columns of an imported posting, and the free addresses new ones take. */
import { eq, sql } from 'drizzle-orm'
import { firstFreeSlug, slugBase } from '~/domain/slugs'
import type { Database } from '~/server/db/client'
import { type offerSources, offers } from '~/server/db/schema'
import type { MappedOffer } from './posting-mapping.server'

type Source = Pick<typeof offerSources.$inferSelect, 'id' | 'companyId' | 'publish' | 'applyOn'>

/** What an import writes: the offer's content, its status when it is shown (again), and whose it is. */
export function offerRows(offer: MappedOffer, source: Source, hash: string) {
  return {
    content: {
      language: offer.language,
      title: offer.title,
      office: offer.office,
      region: offer.region,
      contractType: offer.contractType,
      remotePolicy: offer.remotePolicy,
      category: offer.category,
      sectors: offer.sectors,
      salaryKind: offer.salaryKind,
      salaryMin: offer.salaryMin,
      salaryMax: offer.salaryMax,
      description: offer.description,
      externalApplyUrl: source.applyOn === 'source' ? offer.externalApplyUrl : null,
      validThrough: offer.validThrough ? new Date(offer.validThrough) : null,
      sourceHash: hash,
    },
    status: source.publish
      ? { status: 'published' as const, publishedAt: sql<Date>`now()` }
      : { status: 'draft' as const, publishedAt: null },
    identity: {
      companyId: source.companyId,
      // Kept in sync with the company's name by a trigger; the insert must name it all the same.
      companyName: '',
      sourceId: source.id,
      sourceKey: offer.key,
    },
  }
}

/** The organisation's offer addresses, read once per run; `claim` hands out the next free one. */
export async function slugsTaken(db: Database, companyId: string) {
  const rows = await db.select({ slug: offers.slug }).from(offers).where(eq(offers.companyId, companyId))
  const taken = new Set(rows.map((row) => row.slug))
  return {
    claim(title: string): string {
      const slug = firstFreeSlug(slugBase(title, 'offre'), taken)
      taken.add(slug)
      return slug
    },
  }
}

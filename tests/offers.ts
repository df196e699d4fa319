/** A published (or archived) offer of a seeded organisation, with only what a test cares about. */
import type { ContractType, JobCategory, Region } from '~/domain/enums'
import type { Database } from '~/server/db/client'
import { offers } from '~/server/db/schema'

export type TestOffer = {
  title: string
  publishedAt: Date
  language?: 'fr' | 'nl' | 'en'
  /** Brussels by default (outside the filters the tests' alerts use). */
  region?: Region
  contract?: ContractType
  category?: JobCategory
  /** The profile sought. */
  text?: string
  status?: 'published' | 'archived'
}

export async function insertOffer(db: Database, companyId: string, spec: TestOffer): Promise<string> {
  const [row] = await db
    .insert(offers)
    .values({
      companyId,
      slug: `test-${crypto.randomUUID()}`,
      language: spec.language ?? 'fr',
      title: spec.title,
      companyName: 'set by trigger',
      region: spec.region ?? 'brussels_capital',
      contractType: spec.contract ?? 'cdi',
      remotePolicy: 'remote_half_authorized',
      category: spec.category ?? 'environment',
      profileSought: spec.text ?? '',
      status: spec.status ?? 'published',
      publishedAt: spec.publishedAt,
    })
    .returning({ id: offers.id })
  return row!.id
}

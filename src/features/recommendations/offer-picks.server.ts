/**
 * Offers picked for a talent from her profile (searched jobs, skills, SDGs), each with its reasons:
 * public offers sharing at least one of her wishes are scored (`domain/offer-picks.ts`), the best ones are
 * checked for her skills in their own language, and the top few are returned as cards. Her account page
 * shows them; her alert digests add the new ones when she asked for it.
 */
import { eq, sql } from 'drizzle-orm'
import type { ContractType, JobCategory, Region } from '~/domain/enums'
import { hasWishes, isPicked, pickReasons, pickScore, type TalentWishes } from '~/domain/offer-picks'
import { offerCardsById } from '~/features/offers/offer-card.server'
import { isPublicOffer } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'
import { talentSkills, talents } from '~/server/db/schema'
import type { PickedOffer } from './offer-picks.model'

/** Offers scored before her skills are looked for in their text (the rest cannot catch up). */
const SHORTLIST = 60
const CANDIDATES = 3000

const pgArray = (values: readonly (string | number)[]) =>
  `{${values.map((value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`

export type Wishes = TalentWishes & { skills: string[] }

/** What her profile says she looks for; null when she has no talent profile. */
export async function talentWishes(db: Database, userId: string): Promise<Wishes | null> {
  const [talent] = await db
    .select({
      id: talents.id,
      categories: talents.searchedCategories,
      regions: talents.searchedRegions,
      contractTypes: talents.searchedContractTypes,
      sectors: talents.searchedSectors,
      goals: talents.goals,
    })
    .from(talents)
    .where(eq(talents.userId, userId))
  if (!talent) return null
  const skills = await db
    .select({ label: talentSkills.label })
    .from(talentSkills)
    .where(eq(talentSkills.talentId, talent.id))
    .orderBy(talentSkills.position)
  return { ...talent, skills: skills.map((skill) => skill.label).filter((label) => label.trim().length > 1) }
}

type Candidate = {
  id: string
  category: JobCategory
  region: Region | null
  contract_type: ContractType
  sectors: string[]
  sdg_goals: number[]
  published_at: string | Date
}

/**
 * The best offers for these wishes, newest first among equals; only offers published after `after` when
 * given (the digest's new ones), never those of `except`.
 */
export async function pickOffers(
  db: Database,
  wishes: Wishes,
  locale: Locale,
  { limit, after, except = [] }: { limit: number; after?: Date; except?: readonly string[] },
): Promise<PickedOffer[]> {
  if (!hasWishes(wishes)) return []
  const candidates = await queryRows<Candidate>(
    db,
    sql`select o.id, o.category, o.region, o.contract_type, o.sectors, c.sdg_goals, o.published_at
        from offers o join companies c on c.id = o.company_id
        where ${isPublicOffer('o')}
          ${after ? sql`and o.published_at > ${after}` : sql``}
          and (o.category = any(${pgArray(wishes.categories)}::job_category[])
            or o.region = any(${pgArray(wishes.regions)}::region[])
            or o.contract_type = any(${pgArray(wishes.contractTypes)}::contract_type[])
            or o.sectors && ${pgArray(wishes.sectors)}::text[]
            or c.sdg_goals && ${pgArray(wishes.goals)}::smallint[])
        order by o.published_at desc, o.id
        limit ${CANDIDATES}`,
  )
  const excluded = new Set(except)
  const scored = candidates
    .filter((candidate) => !excluded.has(candidate.id))
    .map((candidate) => {
      const reasons = pickReasons(wishes, {
        category: candidate.category,
        region: candidate.region,
        contractType: candidate.contract_type,
        sectors: candidate.sectors ?? [],
        companyGoals: (candidate.sdg_goals ?? []).map(Number),
        skills: [],
      })
      return { id: candidate.id, reasons, score: pickScore(reasons) }
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, SHORTLIST)
  const skillsOf = await skillsMentioned(
    db,
    scored.map((item) => item.id),
    wishes.skills,
  )
  const ranked = scored
    .map((item) => {
      const skills = (skillsOf.get(item.id) ?? []).slice(0, 3)
      const reasons = [...item.reasons, ...skills.map((value) => ({ kind: 'skill' as const, value }))]
      return { id: item.id, reasons, score: pickScore(reasons) }
    })
    .filter((item) => isPicked(item.reasons))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
  const cards = new Map(
    (
      await offerCardsById(
        db,
        locale,
        ranked.map((item) => item.id),
      )
    ).map((c) => [c.id, c]),
  )
  return ranked.flatMap((item) => {
    const offer = cards.get(item.id)
    return offer ? [{ offer, reasons: item.reasons }] : []
  })
}

/** Which of her skills each offer's text mentions, matched in the offer's own language. */
async function skillsMentioned(
  db: Database,
  offerIds: string[],
  skills: string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>()
  if (offerIds.length === 0 || skills.length === 0) return found
  const rows = await queryRows<{ id: string; skill: string }>(
    db,
    sql`select o.id, s.skill
        from offers o cross join unnest(${pgArray(skills.slice(0, 30))}::text[]) as s(skill)
        where o.id = any(${pgArray(offerIds)}::uuid[])
          and numnode(phraseto_tsquery(tremplin_ts_config(o.language), s.skill)) > 0
          and to_tsvector(tremplin_ts_config(o.language), o.title || ' ' || o.profile_sought || ' ' || o.description)
              @@ phraseto_tsquery(tremplin_ts_config(o.language), s.skill)`,
  )
  for (const row of rows) found.set(row.id, [...(found.get(row.id) ?? []), row.skill])
  return found
}

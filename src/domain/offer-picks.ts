/**
 * "Offers picked for you" (beyond the seed): how an offer is scored against what a talent said she looks
 * for in her profile (searched jobs: categories, regions, contracts, sectors; her skills; the SDGs she
 * chose), and the reasons shown with it. Ranking offers for a talent is not the high-risk ranking of
 * candidates of the EU AI Act; it stays explainable anyway: every point comes from a reason she can read.
 */
import type { ContractType, JobCategory, Region } from './enums'

export type TalentWishes = {
  categories: readonly JobCategory[]
  regions: readonly Region[]
  contractTypes: readonly ContractType[]
  sectors: readonly string[]
  goals: readonly number[]
}

export type OfferTraits = {
  category: JobCategory
  region: Region | null
  contractType: ContractType
  sectors: readonly string[]
  /** The SDGs its organisation commits to. */
  companyGoals: readonly number[]
  /** Her skills the offer's text mentions. */
  skills: readonly string[]
}

export type PickReason =
  | { kind: 'category'; value: JobCategory }
  | { kind: 'region'; value: Region }
  | { kind: 'contract'; value: ContractType }
  | { kind: 'sector'; value: string }
  | { kind: 'goal'; value: number }
  | { kind: 'skill'; value: string }

/** What each reason weighs: the job itself first, then where and how, then the rest. */
export const PICK_WEIGHTS: Record<PickReason['kind'], number> = {
  category: 4,
  region: 3,
  contract: 2,
  sector: 1,
  goal: 1,
  skill: 1,
}

/** At most this many skills and goals count (a long list must not outweigh the job and the place). */
const MAX_PER_KIND = 3

/** Whether she said enough to pick anything. */
export const hasWishes = (wishes: TalentWishes) =>
  wishes.categories.length +
    wishes.regions.length +
    wishes.contractTypes.length +
    wishes.sectors.length +
    wishes.goals.length >
  0

export function pickReasons(wishes: TalentWishes, offer: OfferTraits): PickReason[] {
  const reasons: PickReason[] = []
  if (wishes.categories.includes(offer.category)) reasons.push({ kind: 'category', value: offer.category })
  if (offer.region && wishes.regions.includes(offer.region))
    reasons.push({ kind: 'region', value: offer.region })
  if (wishes.contractTypes.includes(offer.contractType))
    reasons.push({ kind: 'contract', value: offer.contractType })
  const sector = offer.sectors.find((value) => wishes.sectors.includes(value))
  if (sector) reasons.push({ kind: 'sector', value: sector })
  for (const goal of offer.companyGoals
    .filter((value) => wishes.goals.includes(value))
    .slice(0, MAX_PER_KIND))
    reasons.push({ kind: 'goal', value: goal })
  for (const skill of offer.skills.slice(0, MAX_PER_KIND)) reasons.push({ kind: 'skill', value: skill })
  return reasons
}

export const pickScore = (reasons: readonly PickReason[]) =>
  reasons.reduce((score, reason) => score + PICK_WEIGHTS[reason.kind], 0)

/**
 * An offer is picked when it is the job she looks for, or fits at least two other things she said (a
 * region and a contract, say): one shared SDG alone is not a reason to show an offer.
 */
export function isPicked(reasons: readonly PickReason[]): boolean {
  return reasons.some((reason) => reason.kind === 'category') || new Set(reasons.map((r) => r.kind)).size >= 2
}

import { describe, expect, it } from 'vitest'
import {
  hasWishes,
  isPicked,
  type OfferTraits,
  pickReasons,
  pickScore,
  type TalentWishes,
} from './offer-picks'

const wishes: TalentWishes = {
  categories: ['environment'],
  regions: ['namur', 'liege'],
  contractTypes: ['cdi'],
  sectors: ['circular_economy'],
  goals: [13, 12],
}
const offer = (traits: Partial<OfferTraits>): OfferTraits => ({
  category: 'tech',
  region: null,
  contractType: 'cdd',
  sectors: [],
  companyGoals: [],
  skills: [],
  ...traits,
})

describe('offers picked for a talent', () => {
  it('says why, from what she said she looks for', () => {
    expect(
      pickReasons(
        wishes,
        offer({
          category: 'environment',
          region: 'namur',
          contractType: 'cdi',
          companyGoals: [13, 4],
          skills: ['Compostage'],
        }),
      ),
    ).toEqual([
      { kind: 'category', value: 'environment' },
      { kind: 'region', value: 'namur' },
      { kind: 'contract', value: 'cdi' },
      { kind: 'goal', value: 13 },
      { kind: 'skill', value: 'Compostage' },
    ])
    expect(pickReasons(wishes, offer({ region: 'brussels_capital' }))).toEqual([])
  })

  it('ranks the job she looks for above the place, and needs the job or two other reasons', () => {
    const job = pickReasons(wishes, offer({ category: 'environment' }))
    const placeAndContract = pickReasons(wishes, offer({ region: 'liege', contractType: 'cdi' }))
    const goalOnly = pickReasons(wishes, offer({ companyGoals: [12] }))
    expect(isPicked(job)).toBe(true)
    expect(isPicked(placeAndContract)).toBe(true)
    expect(isPicked(goalOnly)).toBe(false)
    expect(pickScore(placeAndContract)).toBeGreaterThan(pickScore(job))
    expect(
      pickScore(pickReasons(wishes, offer({ category: 'environment', region: 'namur' }))),
    ).toBeGreaterThan(pickScore(placeAndContract))
  })

  it('counts at most three skills or goals, and nothing without wishes', () => {
    const many = pickReasons(wishes, offer({ skills: ['a', 'b', 'c', 'd', 'e'] }))
    expect(many.filter((reason) => reason.kind === 'skill')).toHaveLength(3)
    expect(hasWishes({ categories: [], regions: [], contractTypes: [], sectors: [], goals: [] })).toBe(false)
    expect(hasWishes(wishes)).toBe(true)
  })
})

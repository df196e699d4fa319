/**
 * Demo recruiters: two members per demo organisation, so the recruiter space can be tried at once. The
 * addresses follow one rule (README): `<organisation slug>-1@demo.tremplin.be` (owner) and `-2` (member),
 * password DEMO_RECRUITER_PASSWORD. Demo data only: a real organisation's members are invited.
 */

import type { MemberRole } from '~/domain/enums'
import type { Locale } from '~/i18n/locales'
import { companySlug, type SeededCompany } from './build-companies'
import { streamFor } from './random'

export const DEMO_RECRUITER_PASSWORD = 'tremplin-demo'

/** The demo's selection committee member (same password). A real one is made by `npm run admin:create`. */
export const DEMO_ADMIN = { email: 'comite@demo.tremplin.be', firstName: 'Anne', lastName: 'Comité' } as const

const FIRST_NAMES = ['Claire', 'Jonas', 'Sofia', 'Pieter', 'Amina', 'Lucas', 'Nora', 'Thomas', 'Elif', 'Wout']
const LAST_NAMES = ['Dubois', 'Peeters', 'Lambert', 'Janssens', 'El Amrani', 'Maes', 'Leclercq', 'Claes']

const FLEMISH_ZONES = new Set<string>([
  'antwerp',
  'limburg',
  'east_flanders',
  'west_flanders',
  'flemish_brabant',
])

export type DemoRecruiter = {
  companyId: string
  email: string
  firstName: string
  lastName: string
  locale: Locale
  role: MemberRole
}

export const demoRecruiterEmail = (company: SeededCompany['data'], n: 1 | 2) =>
  `${companySlug(company, 'fr')}-${n}@demo.tremplin.be`

export function buildDemoRecruiters(seed: number, companies: readonly SeededCompany[]): DemoRecruiter[] {
  const rng = streamFor(seed, 'recruiters')
  return companies.flatMap((company, index) =>
    ([1, 2] as const).map((n) => ({
      companyId: company.id,
      email: demoRecruiterEmail(company.data, n),
      // The first organisation's owner is the Claire of the README's walk-through.
      firstName: index === 0 && n === 1 ? 'Claire' : rng.pick(FIRST_NAMES),
      lastName: rng.pick(LAST_NAMES),
      // Flemish organisations' members read Dutch; the others French (both can switch).
      locale: company.data.zones.some((zone) => FLEMISH_ZONES.has(zone)) && n === 2 ? 'nl' : 'fr',
      role: n === 1 ? 'owner' : 'member',
    })),
  )
}

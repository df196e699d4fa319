/**
 * A co-founder project as the selection committee writes it for its founder (docs/product.md#audience: owners contact the
 * team to publish; docs/product.md#data co-founder plans): who, where, how mature, which plan, and the page's sections in the
 * project's own language. Zod schema shared by the editor and the server; rich texts are sanitised again on
 * the server.
 */
import { z } from 'zod/mini'
import {
  COFOUNDER_MATURITIES,
  COFOUNDER_PLANS,
  CONTENT_LANGUAGES,
  type OfferStatus,
  REGIONS,
  SECTORS,
} from './enums'
import { PICTURE_LOCATION_PATTERN } from './uploads'
import { RULES, richTextPlainText } from './validation'

/** The page's sections, in the spec's order. */
export const COFOUNDER_SECTIONS = [
  'projectDescription',
  'whyThisProject',
  'theProject',
  'aboutFounder',
  'researchedProfile',
  'remuneration',
  'extras',
  'inspiringPerson',
  'dreamedSuperpower',
  'passion',
  'sustainabilityCommitments',
] as const
export type CofounderSection = (typeof COFOUNDER_SECTIONS)[number]

export const PROJECT_TEXT_MAX_LENGTH = 20_000

const line = (max: number) =>
  z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(max, RULES.tooLong))
const richText = z.string().check(z.maxLength(PROJECT_TEXT_MAX_LENGTH, RULES.tooLong))
const requiredRichText = z.string({ error: RULES.richTextRequired }).check(
  z.maxLength(PROJECT_TEXT_MAX_LENGTH, RULES.tooLong),
  z.refine((html) => richTextPlainText(html).length > 0, RULES.richTextRequired),
)

export const cofounderProjectSchema = z.object({
  language: z.enum(CONTENT_LANGUAGES, { error: RULES.required }),
  title: line(160),
  founderName: line(120),
  /** The organisation behind the project, or '' for none. */
  companyId: z.union([z.literal(''), z.uuid({ error: RULES.required })]),
  region: z.union([z.literal(''), z.enum(REGIONS, { error: RULES.required })]),
  sectors: z.array(z.enum(SECTORS, { error: RULES.required })).check(z.maxLength(5, RULES.tooMany)),
  maturity: z.enum(COFOUNDER_MATURITIES, { error: RULES.required }),
  plan: z.enum(COFOUNDER_PLANS, { error: RULES.required }),
  image: z.nullable(z.string().check(z.regex(PICTURE_LOCATION_PATTERN, RULES.required))),
  sections: z.object({
    projectDescription: requiredRichText,
    ...(Object.fromEntries(
      COFOUNDER_SECTIONS.filter((key) => key !== 'projectDescription').map((key) => [key, richText]),
    ) as Record<Exclude<CofounderSection, 'projectDescription'>, typeof richText>),
  }),
})
export type CofounderProjectValues = z.infer<typeof cofounderProjectSchema>

export const emptyCofounderProject = (): CofounderProjectValues => ({
  language: 'fr',
  title: '',
  founderName: '',
  companyId: '',
  region: '',
  sectors: [],
  maturity: 'idea',
  plan: 'free',
  image: null,
  sections: Object.fromEntries(
    COFOUNDER_SECTIONS.map((key) => [key, '']),
  ) as CofounderProjectValues['sections'],
})

/** What the committee does with a project: put it online, or take it off (its page then says so). */
export const PROJECT_STATUS_ACTIONS = ['publish', 'archive'] as const
export type ProjectStatusAction = (typeof PROJECT_STATUS_ACTIONS)[number]

/** The statuses each action starts from, and the one it leads to (an archived project can come back). */
export const PROJECT_STATUS_MOVES: Record<ProjectStatusAction, { from: OfferStatus[]; to: OfferStatus }> = {
  publish: { from: ['draft', 'archived'], to: 'published' },
  archive: { from: ['published'], to: 'archived' },
}

/** The one move the committee can make from `status` (`archive`: the project is online). */
export const projectActionFor = (status: OfferStatus): ProjectStatusAction =>
  PROJECT_STATUS_ACTIONS.find((action) => PROJECT_STATUS_MOVES[action].from.includes(status)) ?? 'publish'

/**
 * An organisation's public profile as its recruiters edit it (docs/product.md#data company profile fields): what is the
 * same in every language, then per language its address (slug), slogan and texts. Zod schemas shared by the
 * editor and the server; error messages are rule ids. Rich texts are sanitised again by the server.
 */
import { z } from 'zod/mini'
import { COMPANY_SIZES, CONTENT_LANGUAGES, REGIONS, SDG_GOALS, SECTORS } from './enums'
import { PICTURE_LOCATION_PATTERN } from './uploads'
import { httpsUrlSchema, RULES } from './validation'

export const COMPANY_TEXT_MAX_LENGTH = 20_000
/** A slug an organisation chooses: lower-case letters, digits and single dashes. */
export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, RULES.tooLong))
const richText = z.string().check(z.maxLength(COMPANY_TEXT_MAX_LENGTH, RULES.tooLong))
/** A whole number typed in a field, within bounds, or ''. */
const wholeNumber = (min: number, max: number) =>
  z.union([
    z.literal(''),
    z.string().check(
      z.trim(),
      z.regex(/^\d{1,3}$/, RULES.wholeNumber),
      z.refine((value) => Number(value) >= min && Number(value) <= max, RULES.tooLarge),
    ),
  ])

/** The pictures of a profile are stored files: a public location (`/files/…`) or none. */
const pictureSchema = z.nullable(z.string().check(z.regex(PICTURE_LOCATION_PATTERN, RULES.required)))
/** docs/product.md#data: four squares and five circles per language; a team gallery of a dozen photos at most. */
export const TILE_COUNTS = { squares: 4, circles: 5 } as const
export const TEAM_GALLERY_MAX = 12
export const TILE_TEXT_MAX_LENGTH = 400

/** A square or circle: a title, a short text, a picture (circles show it round). Blank tiles are dropped. */
export const profileTileSchema = z
  .object({
    title: text(80),
    text: text(TILE_TEXT_MAX_LENGTH),
    image: pictureSchema,
  })
  .check(
    z.refine((tile) => tile.title !== '' || (tile.text === '' && tile.image === null), {
      error: RULES.required,
      path: ['title'],
    }),
  )
export type ProfileTileValues = z.infer<typeof profileTileSchema>
export const emptyTile = (): ProfileTileValues => ({ title: '', text: '', image: null })
export const isBlankTile = (tile: ProfileTileValues) => !tile.title && !tile.text && !tile.image

/** The profile's pictures, besides the tiles and the gallery (each with its place on the public page). */
export const PROFILE_PICTURES = [
  'logo',
  'banner',
  'image',
  'videoOverlay',
  'teamImage',
  'teamVideoOverlay',
  'supportImage',
] as const
export type ProfilePicture = (typeof PROFILE_PICTURES)[number]

export const companyTranslationSchema = z.object({
  slug: z
    .string({ error: RULES.required })
    .check(
      z.trim(),
      z.minLength(1, RULES.required),
      z.maxLength(100, RULES.tooLong),
      z.regex(COMPANY_SLUG_PATTERN, RULES.slugFormat),
    ),
  slogan: text(160),
  description: richText,
  teamDescription: richText,
  supportDescription: richText,
  squares: z.array(profileTileSchema).check(z.maxLength(TILE_COUNTS.squares, RULES.tooMany)),
  circles: z.array(profileTileSchema).check(z.maxLength(TILE_COUNTS.circles, RULES.tooMany)),
})

export const companyProfileSchema = z.object({
  name: z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(120, RULES.tooLong)),
  website: httpsUrlSchema,
  location: text(120),
  size: z.enum(COMPANY_SIZES, { error: RULES.required }),
  sectors: z.array(z.enum(SECTORS, { error: RULES.required })).check(z.maxLength(5, RULES.tooMany)),
  zones: z.array(z.enum(REGIONS, { error: RULES.required })),
  sdgGoals: z
    .array(z.union(SDG_GOALS.map((goal) => z.literal(goal)) as never as [z.ZodMiniLiteral<number>]))
    .check(z.minLength(1, RULES.chooseOne)),
  averageAge: wholeNumber(16, 99),
  womenPercent: wholeNumber(0, 100),
  videoUrl: httpsUrlSchema,
  teamVideoUrl: httpsUrlSchema,
  facebookUrl: httpsUrlSchema,
  instagramUrl: httpsUrlSchema,
  twitterUrl: httpsUrlSchema,
  youtubeUrl: httpsUrlSchema,
  linkedinUrl: httpsUrlSchema,
  pictures: z.object(
    Object.fromEntries(PROFILE_PICTURES.map((name) => [name, pictureSchema])) as Record<
      ProfilePicture,
      typeof pictureSchema
    >,
  ),
  teamGallery: z
    .array(z.string().check(z.regex(PICTURE_LOCATION_PATTERN, RULES.required)))
    .check(z.maxLength(TEAM_GALLERY_MAX, RULES.tooMany)),
  translations: z.object({
    fr: companyTranslationSchema,
    nl: companyTranslationSchema,
    en: companyTranslationSchema,
  }),
})
export type CompanyProfileValues = z.infer<typeof companyProfileSchema>
export const PROFILE_LANGUAGES = CONTENT_LANGUAGES

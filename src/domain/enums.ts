/**
 * The vocabulary of docs/product.md#data, defined once. Database enums, zod schemas and translated labels are all
 * derived from these tuples; keys are stable identifiers stored in the database and used in URLs.
 */

export const CONTRACT_TYPES = [
  'cdi',
  'cdd',
  'service_citoyen',
  'stage',
  'job_etudiant',
  'benevolat',
  'autres',
  'flexi_job',
] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]

export const REMOTE_POLICIES = [
  'remote_not_authorized',
  'remote_half_authorized',
  'remote_complete_possible',
] as const
export type RemotePolicy = (typeof REMOTE_POLICIES)[number]

/** Belgian regions as the two-level list of the filters: a group selects all of its provinces. */
export const REGION_GROUPS = {
  brussels: ['brussels_capital'],
  wallonia: ['liege', 'namur', 'luxembourg', 'walloon_brabant', 'hainaut'],
  flanders: ['limburg', 'antwerp', 'east_flanders', 'west_flanders', 'flemish_brabant'],
  elsewhere: ['abroad', 'internet'],
} as const
export type RegionGroup = keyof typeof REGION_GROUPS
export const REGIONS = [
  'brussels_capital',
  'liege',
  'namur',
  'luxembourg',
  'walloon_brabant',
  'hainaut',
  'limburg',
  'antwerp',
  'east_flanders',
  'west_flanders',
  'flemish_brabant',
  'abroad',
  'internet',
] as const
export type Region = (typeof REGIONS)[number]

export const JOB_CATEGORIES = [
  'sales',
  'marketing',
  'finance',
  'tech',
  'hospitality',
  'retail',
  'hr',
  'health',
  'crafts',
  'admin',
  'mobility',
  'construction',
  'culture',
  'environment',
  'security',
  'tourism',
  'csr',
  'law',
  'education',
  'engineering',
  'other',
] as const
export type JobCategory = (typeof JOB_CATEGORIES)[number]

/** Activity sectors, two levels: a group and its sectors. Offers and companies carry sector keys. */
export const SECTOR_GROUPS = {
  finance: ['bank', 'insurance', 'ethical_finance'],
  consulting: ['consulting', 'audit'],
  culture_media: ['culture', 'media', 'publishing'],
  distribution: ['retail_trade', 'wholesale', 'ecommerce'],
  education_recruitment: ['education', 'training', 'recruitment'],
  food_drink: ['agriculture', 'food', 'drinks'],
  associations: ['ngo', 'social_economy', 'foundation'],
  health: ['care', 'pharma', 'wellbeing'],
  energy: ['renewable_energy', 'energy_efficiency'],
  circular_economy: ['recycling', 'second_hand', 'eco_design'],
  mobility_housing: ['mobility', 'construction', 'housing'],
  tech_services: ['software', 'public_services'],
} as const
export type SectorGroup = keyof typeof SECTOR_GROUPS
export type Sector = (typeof SECTOR_GROUPS)[SectorGroup][number]
export const SECTORS = Object.values(SECTOR_GROUPS).flat() as Sector[]

export const COMPANY_SIZES = ['under_5', '5_50', '50_150', '150_1000', 'over_1000'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const OFFER_STATUSES = ['draft', 'published', 'archived', 'closed'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

/** Salary (thousands of euros a year) and experience (years) ranges: equal, less than, more than, between. */
export const RANGE_KINDS = ['equal', 'less_than', 'more_than', 'between'] as const
export type RangeKind = (typeof RANGE_KINDS)[number]

export const COFOUNDER_MATURITIES = ['idea', 'creation', 'startup', 'scaleup'] as const
export type CofounderMaturity = (typeof COFOUNDER_MATURITIES)[number]

export const COFOUNDER_PLANS = ['free', 'paid'] as const
export type CofounderPlan = (typeof COFOUNDER_PLANS)[number]

export const COFOUNDER_FEATURES = [
  'featured_announcement',
  'newsletter_insert',
  'sponsored_campaign',
  'dedicated_social_post',
  'ad_writing',
  'photo_shoot',
  'video_capsule',
] as const
export type CofounderFeature = (typeof COFOUNDER_FEATURES)[number]

export const PODCAST_THEMES = [
  'well_being',
  'inspiring',
  'failure',
  'transition',
  'hr',
  'personal_development',
  'impact',
  'future',
  'entrepreneurship',
  'burnout',
  'meaning',
] as const
export type PodcastTheme = (typeof PODCAST_THEMES)[number]

export const PODCAST_DURATIONS = ['under_30', '30_120', 'over_120'] as const
export type PodcastDuration = (typeof PODCAST_DURATIONS)[number]
/** Bounds in seconds of each duration bucket: [min, max). */
export const PODCAST_DURATION_BOUNDS: Record<PodcastDuration, readonly [number, number]> = {
  under_30: [0, 30 * 60],
  '30_120': [30 * 60, 120 * 60],
  over_120: [120 * 60, Number.POSITIVE_INFINITY],
}

export const CONTENT_LANGUAGES = ['fr', 'nl', 'en'] as const
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

export const ARTICLE_CATEGORIES = ['career_tips', 'impact_stories', 'portraits', 'news'] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

export const POPULAR_PAGE_TYPES = ['secteur', 'geoloc', 'metier'] as const
export type PopularPageType = (typeof POPULAR_PAGE_TYPES)[number]

/** Admins are the selection committee: created by `npm run admin:create`, never by sign-up. */
export const USER_ROLES = ['talent', 'recruiter', 'admin'] as const

/** A recruiter's place in an organisation: owners also manage its members (the organisations' issue). */
export const MEMBER_ROLES = ['owner', 'member'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]
export type UserRole = (typeof USER_ROLES)[number]

/** An organisation's request to join (docs/product.md#audience: the committee selects against the 17-goal charter). */
export const ORGANISATION_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const
export type OrganisationRequestStatus = (typeof ORGANISATION_REQUEST_STATUSES)[number]

/** What a single-use e-mailed link is for. */
export const ONE_TIME_TOKEN_PURPOSES = ['email_validation', 'password_recovery', 'invitation'] as const
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number]

/** The talent profile's sections (docs/product.md#pages), in the order of the page. Each saves whole, on its own. */
export const PROFILE_SECTIONS = [
  'information',
  'impact',
  'experiences',
  'diplomas',
  'skills',
  'searchedJobs',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

export const GENDERS = ['man', 'woman', 'other'] as const
export type Gender = (typeof GENDERS)[number]

export const AVAILABILITIES = ['available', 'listening', 'unavailable'] as const
export type Availability = (typeof AVAILABILITIES)[number]

export const DIPLOMA_TYPES = ['bachelor', 'master', 'doctorate', 'certificate', 'training', 'other'] as const
export type DiplomaType = (typeof DIPLOMA_TYPES)[number]

export const LANGUAGE_LEVELS = ['beginner', 'intermediate', 'advanced', 'native'] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]

export const SKILL_TYPES = ['hard', 'soft'] as const
export type SkillType = (typeof SKILL_TYPES)[number]

export const EXPERIENCE_LEVELS = ['student', 'junior', 'medior', 'senior', 'expert'] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

export const DREAM_COMPANIES = [
  'ngo',
  'innovative_sme',
  'large_company_transition',
  'does_not_matter',
] as const
export type DreamCompany = (typeof DREAM_COMPANIES)[number]

export const IMPACT_MEANINGS = ['environment', 'social', 'both'] as const
export type ImpactMeaning = (typeof IMPACT_MEANINGS)[number]

export const ATMOSPHERES = ['lively', 'calm', 'mix'] as const
export type Atmosphere = (typeof ATMOSPHERES)[number]

export const TEAM_BUILDINGS = ['escape_game', 'hike', 'cooking_workshop', 'karaoke'] as const
export type TeamBuilding = (typeof TEAM_BUILDINGS)[number]

/** The 17 UN sustainable development goals (1..17); "all" is expressed by selecting every goal. */
export const SDG_GOALS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const
export type SdgGoal = (typeof SDG_GOALS)[number]

/**
 * docs/product.md#states: new, pending (in progress), accepted (hired), refused (denied); `closed` when the offer closed
 * before an answer, `withdrawn` when the talent took her application back (beyond the seed). The allowed
 * moves between them are in `domain/applications.ts`.
 */
export const APPLICATION_STATUSES = ['new', 'pending', 'accepted', 'refused', 'closed', 'withdrawn'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Who moves an application: its talent, a member of the organisation, or the platform (an offer closed). */
export const APPLICATION_ACTORS = ['talent', 'recruiter', 'system'] as const
export type ApplicationActor = (typeof APPLICATION_ACTORS)[number]

export const SAVED_ITEM_TYPES = ['jobs', 'articles'] as const

export const CONTACT_SUBJECTS = [
  'pricing',
  'press',
  'partnership',
  'other',
  'coFounder',
  'bug',
  'podcast',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const EMAIL_DIRECTIONS = ['to_company', 'to_talent'] as const

export const FILE_KINDS = ['cv', 'cover_letter', 'avatar', 'logo', 'banner', 'image', 'thumbnail'] as const
export type FileKind = (typeof FILE_KINDS)[number]

/** The talent's tabs (docs/product.md#pages: all, pending, refused, accepted, saved, archived). */
export const APPLICATION_TABS = ['all', 'pending', 'refused', 'accepted', 'saved', 'archived'] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

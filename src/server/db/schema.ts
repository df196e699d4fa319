/**
 * Drizzle schema for every entity of docs/product.md#data. Enums come from `~/domain/enums`; content that exists per
 * language lives in `*_translations` tables keyed by (parent, locale). Search columns are generated
 * tsvectors over unaccented french/dutch/english configurations created in the first migration.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { ALERT_FREQUENCIES } from '../../domain/alerts'
import { POPULAR_PAGE_PREFIXES } from '../../domain/constants'
import type { CvExtraction } from '../../domain/cv-extraction'
import type { CvProposals, ToCheck } from '../../domain/cv-import'
import type { ProfileSection } from '../../domain/enums'
import {
  APPLICATION_ACTORS,
  APPLICATION_STATUSES,
  ARTICLE_CATEGORIES,
  ATMOSPHERES,
  AVAILABILITIES,
  COFOUNDER_MATURITIES,
  COFOUNDER_PLANS,
  COMPANY_SIZES,
  CONTACT_SUBJECTS,
  CONTENT_LANGUAGES,
  CONTRACT_TYPES,
  DIPLOMA_TYPES,
  DREAM_COMPANIES,
  EMAIL_DIRECTIONS,
  EXPERIENCE_LEVELS,
  FILE_KINDS,
  GENDERS,
  IMPACT_MEANINGS,
  JOB_CATEGORIES,
  LANGUAGE_LEVELS,
  MEMBER_ROLES,
  OFFER_STATUSES,
  ONE_TIME_TOKEN_PURPOSES,
  ORGANISATION_REQUEST_STATUSES,
  PODCAST_THEMES,
  POPULAR_PAGE_TYPES,
  RANGE_KINDS,
  REGIONS,
  REMOTE_POLICIES,
  SAVED_ITEM_TYPES,
  SKILL_TYPES,
  TEAM_BUILDINGS,
  USER_ROLES,
} from '../../domain/enums'
import { INTERVIEW_EVENT_KINDS, INTERVIEW_STATUSES } from '../../domain/interviews'
import { type Refusal, SOURCE_APPLY_ON, SOURCE_KINDS } from '../../domain/offer-sources'
import { PUBLIC_OFFER_STATUS } from '../../domain/offer-status'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const localeEnum = pgEnum('locale', CONTENT_LANGUAGES)
export const contractTypeEnum = pgEnum('contract_type', CONTRACT_TYPES)
export const remotePolicyEnum = pgEnum('remote_policy', REMOTE_POLICIES)
export const regionEnum = pgEnum('region', REGIONS)
export const jobCategoryEnum = pgEnum('job_category', JOB_CATEGORIES)
export const companySizeEnum = pgEnum('company_size', COMPANY_SIZES)
export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUSES)
export const rangeKindEnum = pgEnum('range_kind', RANGE_KINDS)
export const maturityEnum = pgEnum('cofounder_maturity', COFOUNDER_MATURITIES)
export const cofounderPlanEnum = pgEnum('cofounder_plan', COFOUNDER_PLANS)
export const podcastThemeEnum = pgEnum('podcast_theme', PODCAST_THEMES)
export const articleCategoryEnum = pgEnum('article_category', ARTICLE_CATEGORIES)
export const popularPageTypeEnum = pgEnum('popular_page_type', POPULAR_PAGE_TYPES)
export const userRoleEnum = pgEnum('user_role', USER_ROLES)
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', ONE_TIME_TOKEN_PURPOSES)
export const genderEnum = pgEnum('gender', GENDERS)
export const availabilityEnum = pgEnum('availability', AVAILABILITIES)
export const diplomaTypeEnum = pgEnum('diploma_type', DIPLOMA_TYPES)
export const languageLevelEnum = pgEnum('language_level', LANGUAGE_LEVELS)
export const skillTypeEnum = pgEnum('skill_type', SKILL_TYPES)
export const experienceLevelEnum = pgEnum('experience_level', EXPERIENCE_LEVELS)
export const dreamCompanyEnum = pgEnum('dream_company', DREAM_COMPANIES)
export const impactMeaningEnum = pgEnum('impact_meaning', IMPACT_MEANINGS)
export const atmosphereEnum = pgEnum('atmosphere', ATMOSPHERES)
export const teamBuildingEnum = pgEnum('team_building', TEAM_BUILDINGS)
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES)
export const applicationActorEnum = pgEnum('application_actor', APPLICATION_ACTORS)
export const memberRoleEnum = pgEnum('member_role', MEMBER_ROLES)
export const alertFrequencyEnum = pgEnum('alert_frequency', ALERT_FREQUENCIES)
export const savedItemTypeEnum = pgEnum('saved_item_type', SAVED_ITEM_TYPES)
export const contactSubjectEnum = pgEnum('contact_subject', CONTACT_SUBJECTS)
export const emailDirectionEnum = pgEnum('email_direction', EMAIL_DIRECTIONS)
export const fileKindEnum = pgEnum('file_kind', FILE_KINDS)
export const popularPageKindEnum = pgEnum('popular_page_kind', POPULAR_PAGE_PREFIXES)
export const organisationRequestStatusEnum = pgEnum(
  'organisation_request_status',
  ORGANISATION_REQUEST_STATUSES,
)

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Stored uploads (CVs, pictures, logos...). `storageKey` locates the bytes in the object store
 * (`public/…` served at /files/…, `private/…` through signed links only).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: fileKindEnum('kind').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  // An account's files are looked up by owner (deletion, the data export, the cascade from users).
  (t) => [index('uploaded_files_owner_idx').on(t.ownerUserId)],
)

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: userRoleEnum('role').notNull().default('talent'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    locale: localeEnum('locale').notNull().default('fr'),
    avatarFileId: uuid('avatar_file_id'),
    gdprAcceptedAt: timestamp('gdpr_accepted_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /** Her alert digests also bring a few new offers picked from her profile. */
    digestPicks: boolean('digest_picks').notNull().default(false),
    hasUsedAiCv: boolean('has_used_ai_cv').notNull().default(false),
    linkedinSubject: text('linkedin_subject').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

/**
 * A signed-in device: the access token names it, so revoking it (logout, password change, refresh-token
 * reuse) ends every token issued under it at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

/** Refresh tokens (hashed), one per rotation; presenting a used one again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

/** Single-use, time-limited links sent by e-mail (validation, password recovery), stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
)

/**
 * Every e-mail the app sends. Without SMTP_URL this is the whole delivery (the development mailbox lists
 * it); with it, a record of what was sent. Rows go with the user's account.
 */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (alerts: List-Unsubscribe, List-Id) and the sender when not MAIL_FROM. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    fromAddress: text('from_address'),
    /** Files sent with the mail (an interview's calendar invitation), their content as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A sender holds the row until then (two deliveries of one mail never overlap). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('outgoing_mails_created_idx').on(t.createdAt)],
)

/** Fixed-window counters shared by every app node (rate limits on login, register, recovery...). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
})

export const talents = pgTable('talents', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  profileTitle: text('profile_title'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  email: text('email'),
  birthdate: date('birthdate'),
  city: text('city'),
  gender: genderEnum('gender'),
  pictureFileId: uuid('picture_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
  website: text('website'),
  linkedinUrl: text('linkedin_url'),
  cvFileId: uuid('cv_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
  availability: availabilityEnum('availability'),
  openToContact: boolean('open_to_contact').notNull().default(false),
  // Impact profile
  dreamCompany: dreamCompanyEnum('dream_company'),
  goals: smallint('goals').array().notNull().default(sql`'{}'`),
  impactMeaning: impactMeaningEnum('impact_meaning'),
  superpower: text('superpower'),
  atmosphere: atmosphereEnum('atmosphere'),
  teamBuilding: teamBuildingEnum('team_building'),
  funAnecdote: text('fun_anecdote'),
  dinnerGuest: text('dinner_guest'),
  // Searched jobs
  searchedCategories: jobCategoryEnum('searched_categories').array().notNull().default(sql`'{}'`),
  searchedSectors: text('searched_sectors').array().notNull().default(sql`'{}'`),
  searchedRegions: regionEnum('searched_regions').array().notNull().default(sql`'{}'`),
  experienceLevel: experienceLevelEnum('experience_level'),
  searchedContractTypes: contractTypeEnum('searched_contract_types').array().notNull().default(sql`'{}'`),
  /**
   * Each section's version, raised by every save of it: a save names the version it was made from, so a
   * second tab cannot overwrite a section it has not seen (sections of one profile save independently).
   */
  sectionVersions: jsonb('section_versions')
    .$type<Partial<Record<ProfileSection, number>>>()
    .notNull()
    .default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const talentExperiences = pgTable('talent_experiences', {
  id: id(),
  talentId: uuid('talent_id')
    .notNull()
    .references(() => talents.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull().default(0),
  company: text('company').notNull(),
  postTitle: text('post_title').notNull(),
  city: text('city'),
  region: regionEnum('region'),
  startMonth: text('start_month').notNull(),
  endMonth: text('end_month'),
  currentlyWorking: boolean('currently_working').notNull().default(false),
  contractType: contractTypeEnum('contract_type'),
  summary: text('summary'),
})

export const talentDiplomas = pgTable('talent_diplomas', {
  id: id(),
  talentId: uuid('talent_id')
    .notNull()
    .references(() => talents.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull().default(0),
  name: text('name').notNull(),
  school: text('school').notNull(),
  region: regionEnum('region'),
  startMonth: text('start_month').notNull(),
  endMonth: text('end_month'),
  stillStudying: boolean('still_studying').notNull().default(false),
  type: diplomaTypeEnum('type').notNull(),
})

export const skills = pgTable('skills', {
  id: id(),
  value: text('value').notNull().unique(),
  type: skillTypeEnum('type').notNull(),
  suggested: boolean('suggested').notNull().default(false),
})

export const skillTranslations = pgTable(
  'skill_translations',
  {
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    label: text('label').notNull(),
    /** Lower case, accents removed: what the skills autocomplete matches (prefix, then trigram similarity). */
    searchLabel: text('search_label').generatedAlwaysAs(sql`lower(tremplin_unaccent(label))`),
  },
  (t) => [
    primaryKey({ columns: [t.skillId, t.locale] }),
    index('skill_translations_search_idx').using('gin', sql`${t.searchLabel} gin_trgm_ops`),
  ],
)

/** A talent's skill: one of the known skills (`skillId`, labelled in the reader's language) or a free one. */
export const talentSkills = pgTable(
  'talent_skills',
  {
    id: id(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    skillId: uuid('skill_id').references(() => skills.id, { onDelete: 'set null' }),
    /** As the talent chose it (a free skill's only name; a known skill's label when chosen). */
    label: text('label').notNull(),
    type: skillTypeEnum('type').notNull(),
  },
  (t) => [
    index('talent_skills_talent_idx').on(t.talentId, t.position),
    uniqueIndex('talent_skills_label_idx').on(t.talentId, sql`lower(${t.label})`),
  ],
)

export const talentLanguages = pgTable(
  'talent_languages',
  {
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    level: languageLevelEnum('level').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.language] })],
)

/** A picture + caption block of the company profile ("four squares", "five circles"). */
export type ProfileTile = { title: string; text: string; image?: string }

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    website: text('website'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    videoUrl: text('video_url'),
    videoOverlayUrl: text('video_overlay_url'),
    imageUrl: text('image_url'),
    teamVideoUrl: text('team_video_url'),
    teamVideoOverlayUrl: text('team_video_overlay_url'),
    teamImageUrl: text('team_image_url'),
    teamGallery: text('team_gallery').array().notNull().default(sql`'{}'`),
    supportImageUrl: text('support_image_url'),
    location: text('location'),
    size: companySizeEnum('size').notNull(),
    sectors: text('sectors').array().notNull().default(sql`'{}'`),
    zones: regionEnum('zones').array().notNull().default(sql`'{}'`),
    sdgGoals: smallint('sdg_goals').array().notNull().default(sql`'{}'`),
    isCofounder: boolean('is_cofounder').notNull().default(false),
    averageAge: smallint('average_age'),
    womenPercent: smallint('women_percent'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    twitterUrl: text('twitter_url'),
    youtubeUrl: text('youtube_url'),
    linkedinUrl: text('linkedin_url'),
    /** Set by the selection committee: its page and offers leave the site, its members cannot publish. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Days the organisation gives itself to answer an application (7–30). */
    answerDays: smallint('answer_days').notNull().default(21),
    /** Its response record, recomputed by the daily answers run (the job search filters on it). */
    respondsQuickly: boolean('responds_quickly').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('tremplin_simple'::regconfig, coalesce(name, '')), 'A')`,
    ),
  },
  (t) => [index('companies_search_idx').using('gin', t.searchVector)],
)

export const companyTranslations = pgTable(
  'company_translations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    slug: text('slug').notNull(),
    slogan: text('slogan'),
    description: text('description'),
    squares: jsonb('squares').$type<ProfileTile[]>().notNull().default([]),
    circles: jsonb('circles').$type<ProfileTile[]>().notNull().default([]),
    teamDescription: text('team_description'),
    supportDescription: text('support_description'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(tremplin_ts_config(locale), coalesce(slogan, '')), 'B') || setweight(to_tsvector(tremplin_ts_config(locale), coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.locale] }),
    uniqueIndex('company_translations_slug_idx').on(t.locale, t.slug),
    index('company_translations_search_idx').using('gin', t.searchVector),
  ],
)

/** A company's former slug in a language: its pages redirect to the current one (links people kept). */
export const companySlugRedirects = pgTable(
  'company_slug_redirects',
  {
    locale: localeEnum('locale').notNull(),
    slug: text('slug').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] })],
)

export const offers = pgTable(
  'offers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    language: localeEnum('language').notNull(),
    title: text('title').notNull(),
    /** Denormalised from companies.name so the search vector can weight it (kept in sync by trigger). */
    companyName: text('company_name').notNull(),
    office: text('office'),
    region: regionEnum('region'),
    contractType: contractTypeEnum('contract_type').notNull(),
    remotePolicy: remotePolicyEnum('remote_policy').notNull(),
    category: jobCategoryEnum('category').notNull(),
    sectors: text('sectors').array().notNull().default(sql`'{}'`),
    salaryKind: rangeKindEnum('salary_kind'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    experienceKind: rangeKindEnum('experience_kind'),
    experienceMin: smallint('experience_min'),
    experienceMax: smallint('experience_max'),
    description: text('description').notNull().default(''),
    profileSought: text('profile_sought').notNull().default(''),
    whyApply: text('why_apply').notNull().default(''),
    interviewProcess: text('interview_process').notNull().default(''),
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    externalApplyUrl: text('external_apply_url'),
    status: offerStatusEnum('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    validThrough: timestamp('valid_through', { withTimezone: true }),
    /** Taken down by the selection committee (its page says it is no longer available). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Denormalised from companies.suspended_at (kept in sync by trigger): the visibility rule reads one row. */
    companySuspended: boolean('company_suspended').notNull().default(false),
    /** An imported offer: its source, the source's own id of it and a hash of what was imported last. */
    sourceId: uuid('source_id').references((): AnyPgColumn => offerSources.id, { onDelete: 'set null' }),
    sourceKey: text('source_key'),
    sourceHash: text('source_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(tremplin_ts_config(language), coalesce(title, '')), 'A') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(company_name, '')), 'B') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(profile_sought, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('offers_company_slug_idx').on(t.companyId, t.slug),
    index('offers_published_idx').on(t.status, t.publishedAt),
    uniqueIndex('offers_source_key_idx').on(t.sourceId, t.sourceKey),
  ],
)

/**
 * A narrow copy of each offer's search vector and visibility, kept by trigger on every write to offers
 * (drizzle/0030_offer_search.sql): the keyword query visits these rows, a few hundred bytes each, instead of the
 * offers' wide ones (docs/search.md#speed).
 */
export const offerSearch = pgTable(
  'offer_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    language: localeEnum('language').notNull(),
    status: offerStatusEnum('status').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    validThrough: timestamp('valid_through', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    companySuspended: boolean('company_suspended').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  // One index per language, of published offers only: a search asks each language for its own query and
  // visits no row of another language, nor of an offer that cannot be public.
  (t) =>
    CONTENT_LANGUAGES.map((language) =>
      index(`offer_search_${language}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`status = '${PUBLIC_OFFER_STATUS}' and language = '${language}'`)),
    ),
)

/**
 * What an application sent, frozen when it was sent (docs/product.md#data Application): the talent's details as
 * shared then, so later profile edits do not rewrite history. Files are kept by id (the profile's CV
 * replaced later stays, see FILE_REFERENCES).
 */
export type ApplicationSnapshot = {
  firstName: string
  lastName: string
  email: string
  phone: string | null
  city: string | null
  title: string | null
  linkedinUrl: string | null
  website: string | null
  questions: string[]
}

export const applications = pgTable(
  'applications',
  {
    id: id(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('new'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last moved: the recruiter's list sorts by it, and a stale change is refused. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    cvFileId: uuid('cv_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    coverLetterFileId: uuid('cover_letter_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    coverLetterText: text('cover_letter_text'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    snapshot: jsonb('snapshot').$type<ApplicationSnapshot | null>(),
    /** Null only for an application recorded as sent on the organisation's own site. */
    consentAt: timestamp('consent_at', { withTimezone: true }),
    appliedExternally: boolean('applied_externally').notNull().default(false),
    /** The organisation's own note: never shown to the talent. */
    organisationNote: text('organisation_note'),
    /** The talent is answered by then, or the platform closes it (null: applied on the organisation's site). */
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
  },
  (t) => [
    index('applications_answer_due_idx').on(t.status, t.answerDueAt),
    uniqueIndex('applications_talent_offer_idx').on(t.talentId, t.offerId),
    index('applications_offer_status_idx').on(t.offerId, t.status, t.sentAt),
    index('applications_company_idx').on(t.companyId),
  ],
)

/** The timeline of an application (both sides see it): every status it took, who moved it and when. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    actor: applicationActorEnum('actor').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** A final answer's e-mail to the talent waits until then: the recruiter may take it back meanwhile. */
    mailDueAt: timestamp('mail_due_at', { withTimezone: true }),
    /** When the talent's e-mail for this move was sent (claimed once, by the job or the recruiter leaving). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** A refusal's reason (domain/answers) and the message the talent reads with it. */
    reason: text('reason'),
    message: text('message'),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
)

/** Recruiters: users who are members of an organisation (one or more). */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRoleEnum('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_members_user_idx').on(t.userId)],
)

/**
 * An organisation asking to publish on Tremplin (docs/product.md#audience): what it does, its commitments to the 17 goals,
 * a contact person. The committee (admins) approves it, which creates the organisation and invites the
 * contact as its first owner, or refuses it with a reason; both are mailed to the contact.
 */
export const organisationRequests = pgTable(
  'organisation_requests',
  {
    id: id(),
    name: text('name').notNull(),
    website: text('website'),
    size: companySizeEnum('size').notNull(),
    sectors: text('sectors').array().notNull().default(sql`'{}'`),
    zones: regionEnum('zones').array().notNull().default(sql`'{}'`),
    sdgGoals: smallint('sdg_goals').array().notNull().default(sql`'{}'`),
    mission: text('mission').notNull(),
    commitments: text('commitments').notNull(),
    contactFirstName: text('contact_first_name').notNull(),
    contactLastName: text('contact_last_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    contactRole: text('contact_role'),
    /** The language the request was written in: the contact's mails use it. */
    locale: localeEnum('locale').notNull(),
    status: organisationRequestStatusEnum('status').notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('organisation_requests_status_idx').on(t.status, t.createdAt)],
)

/**
 * A recruiter's message to a talent of the CV library, relayed by e-mail (the talent decides whether to
 * answer). Kept to limit how often an organisation writes to one talent.
 */
export const talentContacts = pgTable(
  'talent_contacts',
  {
    id: id(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('talent_contacts_talent_company_idx').on(t.talentId, t.companyId, t.createdAt)],
)

export const applicationEmails = pgTable('application_emails', {
  id: id(),
  applicationId: uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  direction: emailDirectionEnum('direction').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
})

export const articles = pgTable('articles', {
  id: id(),
  category: articleCategoryEnum('category').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    body: text('body').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(tremplin_ts_config(locale), coalesce(title, '')), 'A') || setweight(to_tsvector(tremplin_ts_config(locale), coalesce(excerpt, '')), 'B') || setweight(to_tsvector(tremplin_ts_config(locale), coalesce(body, '')), 'D')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    uniqueIndex('article_translations_slug_idx').on(t.locale, t.slug),
    index('article_translations_search_idx').using('gin', t.searchVector),
  ],
)

export const savedItems = pgTable(
  'saved_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: savedItemTypeEnum('type').notNull(),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_items_offer_idx').on(t.userId, t.offerId),
    uniqueIndex('saved_items_article_idx').on(t.userId, t.articleId),
  ],
)

export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    filters: jsonb('filters').$type<Record<string, string[]>>().notNull().default({}),
    emailAlert: boolean('email_alert').notNull().default(true),
    frequency: alertFrequencyEnum('frequency').notNull().default('daily'),
    /** Where its last digest run stopped looking (a mail or not): the next one covers offers after it. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_alerts_user_idx').on(t.userId, t.createdAt)],
)

export const companyAlerts = pgTable(
  'company_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    /** As `search_alerts.last_sent_at`; reset when the alert is switched back on. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
)

/** One talent's e-mail of one digest run (unique per run: two runners at once write it once). */
export const alertDigests = pgTable(
  'alert_digests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runKey: text('run_key').notNull(),
    mailId: uuid('mail_id').references(() => outgoingMails.id, { onDelete: 'set null' }),
    offerCount: integer('offer_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('alert_digests_run_idx').on(t.userId, t.runKey)],
)

/** The ledger: an offer reaches a talent's alerts once, whichever alert or followed company matched it. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    digestId: uuid('digest_id')
      .notNull()
      .references(() => alertDigests.id, { onDelete: 'cascade' }),
    searchAlertId: uuid('search_alert_id').references(() => searchAlerts.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerId] }),
    index('alert_deliveries_digest_idx').on(t.digestId),
  ],
)

/** Unsubscribe links already used (a link works once; a replay changes nothing). */
export const alertUnsubscribes = pgTable(
  'alert_unsubscribes',
  {
    digestId: uuid('digest_id')
      .notNull()
      .references(() => alertDigests.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.digestId, t.scope] })],
)

export const podcastEpisodes = pgTable('podcast_episodes', {
  id: id(),
  slug: text('slug').notNull().unique(),
  language: localeEnum('language').notNull(),
  theme: podcastThemeEnum('theme').notNull(),
  title: text('title').notNull(),
  guest: text('guest'),
  description: text('description').notNull().default(''),
  durationSeconds: integer('duration_seconds').notNull(),
  audioUrl: text('audio_url').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`setweight(to_tsvector(tremplin_ts_config(language), coalesce(title, '')), 'A') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(description, '')), 'C')`,
  ),
})

export const cofounderProjects = pgTable(
  'cofounder_projects',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    language: localeEnum('language').notNull(),
    title: text('title').notNull(),
    founderName: text('founder_name').notNull(),
    imageUrl: text('image_url'),
    region: regionEnum('region'),
    sectors: text('sectors').array().notNull().default(sql`'{}'`),
    maturity: maturityEnum('maturity').notNull(),
    plan: cofounderPlanEnum('plan').notNull().default('free'),
    projectDescription: text('project_description').notNull().default(''),
    whyThisProject: text('why_this_project').notNull().default(''),
    theProject: text('the_project').notNull().default(''),
    aboutFounder: text('about_founder').notNull().default(''),
    researchedProfile: text('researched_profile').notNull().default(''),
    remuneration: text('remuneration').notNull().default(''),
    extras: text('extras').notNull().default(''),
    inspiringPerson: text('inspiring_person').notNull().default(''),
    dreamedSuperpower: text('dreamed_superpower').notNull().default(''),
    passion: text('passion').notNull().default(''),
    sustainabilityCommitments: text('sustainability_commitments').notNull().default(''),
    status: offerStatusEnum('status').notNull().default('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The committee's editor refuses a save made from an older version (two admins, two tabs). */
    updatedAt: updatedAt(),
    /** In the project's own language: the title first, then what the project is and who it looks for. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(tremplin_ts_config(language), coalesce(title, '')), 'A') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(project_description, '') || ' ' || coalesce(why_this_project, '') || ' ' || coalesce(the_project, '') || ' ' || coalesce(researched_profile, '')), 'B') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(founder_name, '') || ' ' || coalesce(about_founder, '') || ' ' || coalesce(remuneration, '') || ' ' || coalesce(extras, '') || ' ' || coalesce(sustainability_commitments, '')), 'C') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(inspiring_person, '') || ' ' || coalesce(dreamed_superpower, '') || ' ' || coalesce(passion, '')), 'D')`,
    ),
  },
  (t) => [index('cofounder_projects_search_idx').using('gin', t.searchVector)],
)

export const popularPages = pgTable('popular_pages', {
  id: id(),
  type: popularPageTypeEnum('type').notNull(),
  /** Job or internship page: the most-visited block shows 5 of each per type (French slugs start with it). */
  kind: popularPageKindEnum('kind').notNull(),
  /** The job-list filters this page applies, e.g. { zones: ['liege'], contrat_type: ['stage'] }. */
  filters: jsonb('filters').$type<Record<string, string[]>>().notNull().default({}),
  position: smallint('position').notNull().default(0),
})

export const popularPageTranslations = pgTable(
  'popular_page_translations',
  {
    pageId: uuid('page_id')
      .notNull()
      .references(() => popularPages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.locale] }),
    uniqueIndex('popular_page_translations_slug_idx').on(t.locale, t.slug),
  ],
)

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  subject: contactSubjectEnum('subject').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  email: text('email').notNull(),
  message: text('message').notNull(),
  locale: localeEnum('locale').notNull(),
  createdAt: createdAt(),
})

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    locale: localeEnum('locale').notNull(),
    createdAt: createdAt(),
    /** Set by the link of the confirmation e-mail (double opt-in); the newsletter goes only to confirmed rows. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`)],
)

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    // A sequence, not a random uuid: ten million rows insert in order, and the BRIN index stays tiny.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').notNull(),
    companyId: uuid('company_id'),
    offerId: uuid('offer_id'),
    locale: text('locale'),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    // Only with the visitor's analytics consent (domain/consent.ts).
    longSessionId: uuid('long_session_id'),
    sessionId: uuid('session_id'),
  },
  (t) => [index('analytics_events_occurred_idx').using('brin', t.occurredAt)],
)

/**
 * Events about an offer or an organisation counted per day (the recruiters' figures read only these):
 * `offer_id` is the nil uuid for an organisation's own events (its page viewed).
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    companyId: uuid('company_id').notNull(),
    offerId: uuid('offer_id').notNull(),
    day: date('day').notNull(),
    type: text('type').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.offerId, t.day, t.type] }),
    // The recruiters' read: one organisation's last 30 days, whatever its history.
    index('analytics_daily_counts_company_day_idx').on(t.companyId, t.day),
  ],
)

/**
 * One row of counters bumped by statement triggers, so every app node can tell cheaply whether what it
 * keeps in memory is still current: `offers_version` when offers or companies change (the search index),
 * `content_version` when any other text of the public pages changes (the page cache reads both).
 */
export const searchState = pgTable('search_state', {
  id: smallint('id').primaryKey().default(1),
  offersVersion: integer('offers_version').notNull().default(0),
  contentVersion: integer('content_version').notNull().default(0),
  /** `offer_index_changes` holds every change after this offers version (older ones were pruned). */
  offersLoggedFrom: integer('offers_logged_from').notNull().default(0),
})

/**
 * The offers each offers version touched (written by the triggers that bump it), so an app node brings its
 * facet index up to date by re-reading those offers instead of all of them.
 */
export const offerIndexChanges = pgTable(
  'offer_index_changes',
  {
    version: integer('version').notNull(),
    offerId: uuid('offer_id').notNull(),
  },
  (t) => [index('offer_index_changes_version_idx').on(t.version)],
)

/**
 * Which visitor's view, apply click or save of an offer (or view of an organisation) was already counted
 * that day: `key` is a daily-salted hash, so nobody can tell who it was; kept two days.
 */
export const analyticsCounted = pgTable(
  'analytics_counted',
  {
    day: date('day').notNull(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
)

/**
 * A talent's last CV import (docs/cv-import.md): what the extractor read from which file, the profile fields it
 * filled that she has not checked yet, and what it proposes to change in what she had typed.
 */
export const cvImports = pgTable('cv_imports', {
  talentId: uuid('talent_id')
    .primaryKey()
    .references(() => talents.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
  extraction: jsonb('extraction').$type<CvExtraction>().notNull(),
  toCheck: jsonb('to_check').$type<ToCheck[]>().notNull().default([]),
  proposals: jsonb('proposals').$type<CvProposals>().notNull().default({}),
  createdAt: createdAt(),
})

/** A file sent with a mail, kept with it so a retried delivery sends the same bytes. */
export type MailAttachment = { filename: string; contentType: string; content: string }

export const interviewStatusEnum = pgEnum('interview_status', INTERVIEW_STATUSES)
export const interviewEventKindEnum = pgEnum('interview_event_kind', INTERVIEW_EVENT_KINDS)

/** One proposed slot: its instant (UTC ISO) and where (an address or a video link). */
export type InterviewSlot = { startsAt: string; location: string }

/**
 * An interview on an application: an event, never a status of it. `sequence` is the calendar's revision
 * (RFC 5545 SEQUENCE), raised by every change the talent's and recruiter's calendars must follow.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The recruiter who invited: the calendar's organiser, mailed with the talent. */
    organizerUserId: uuid('organizer_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: interviewStatusEnum('status').notNull().default('proposed'),
    slots: jsonb('slots').$type<InterviewSlot[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The slot the talent picked (index in `slots`), null until she picks. */
    chosenSlot: integer('chosen_slot'),
    sequence: integer('sequence').notNull().default(0),
    /** Whether a calendar invitation went out: a cancellation then sends METHOD:CANCEL. */
    calendarSent: boolean('calendar_sent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interviews_application_idx').on(t.applicationId)],
)

/** What happened to an interview, for the application's timeline. */
export const interviewEvents = pgTable(
  'interview_events',
  {
    id: id(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: interviewEventKindEnum('kind').notNull(),
    /** The slot fixed by this event (picked, or changed to a single slot), if any. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('interview_events_application_idx').on(t.applicationId, t.createdAt)],
)

export const sourceKindEnum = pgEnum('offer_source_kind', SOURCE_KINDS)
export const sourceApplyOnEnum = pgEnum('offer_source_apply_on', SOURCE_APPLY_ON)

/** An organisation's careers page or job feed, imported on a schedule (docs/organisations.md). */
export const offerSources = pgTable(
  'offer_sources',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: sourceKindEnum('kind').notNull(),
    url: text('url').notNull(),
    /** New offers are published at once, or kept as drafts for a member to publish. */
    publish: boolean('publish').notNull().default(false),
    applyOn: sourceApplyOnEnum('apply_on').notNull().default('tremplin'),
    intervalHours: smallint('interval_hours').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('offer_sources_company_url_idx').on(t.companyId, t.url)],
)

/** One import of a source: what it did, and every item or page it refused and why (kept 90 days). */
export const offerSourceRuns = pgTable(
  'offer_source_runs',
  {
    id: id(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => offerSources.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set when the whole source could not be read: nothing was changed. */
    failure: text('failure'),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    archived: integer('archived').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: jsonb('refused').$type<Refusal[]>().notNull().default([]),
  },
  (t) => [index('offer_source_runs_source_idx').on(t.sourceId, t.startedAt)],
)

/** An organisation's refusal message per language (none: the default words of the catalogue). */
export const refusalTemplates = pgTable(
  'refusal_templates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.locale] })],
)

/** The reminders' ledger: one e-mail per member and Brussels day, whichever runner got there first. */
export const answerReminders = pgTable(
  'answer_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    mailId: uuid('mail_id').references(() => outgoingMails.id, { onDelete: 'set null' }),
    waiting: integer('waiting').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

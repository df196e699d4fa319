CREATE TYPE "public"."application_status" AS ENUM('new', 'pending', 'accepted', 'refused');--> statement-breakpoint
CREATE TYPE "public"."article_category" AS ENUM('career_tips', 'impact_stories', 'portraits', 'news');--> statement-breakpoint
CREATE TYPE "public"."atmosphere" AS ENUM('lively', 'calm', 'mix');--> statement-breakpoint
CREATE TYPE "public"."availability" AS ENUM('available', 'listening', 'unavailable');--> statement-breakpoint
CREATE TYPE "public"."cofounder_plan" AS ENUM('free', 'paid');--> statement-breakpoint
CREATE TYPE "public"."company_size" AS ENUM('under_5', '5_50', '50_150', '150_1000', 'over_1000');--> statement-breakpoint
CREATE TYPE "public"."contact_subject" AS ENUM('pricing', 'press', 'partnership', 'other', 'coFounder', 'bug', 'podcast');--> statement-breakpoint
CREATE TYPE "public"."contract_type" AS ENUM('cdi', 'cdd', 'service_citoyen', 'stage', 'job_etudiant', 'benevolat', 'autres', 'flexi_job');--> statement-breakpoint
CREATE TYPE "public"."diploma_type" AS ENUM('bachelor', 'master', 'doctorate', 'certificate', 'training', 'other');--> statement-breakpoint
CREATE TYPE "public"."dream_company" AS ENUM('ngo', 'innovative_sme', 'large_company_transition', 'does_not_matter');--> statement-breakpoint
CREATE TYPE "public"."email_direction" AS ENUM('to_company', 'to_talent');--> statement-breakpoint
CREATE TYPE "public"."experience_level" AS ENUM('student', 'junior', 'medior', 'senior', 'expert');--> statement-breakpoint
CREATE TYPE "public"."file_kind" AS ENUM('cv', 'cover_letter', 'avatar', 'logo', 'banner', 'image', 'thumbnail');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('man', 'woman', 'other');--> statement-breakpoint
CREATE TYPE "public"."impact_meaning" AS ENUM('environment', 'social', 'both');--> statement-breakpoint
CREATE TYPE "public"."job_category" AS ENUM('sales', 'marketing', 'finance', 'tech', 'hospitality', 'retail', 'hr', 'health', 'crafts', 'admin', 'mobility', 'construction', 'culture', 'environment', 'security', 'tourism', 'csr', 'law', 'education', 'engineering', 'other');--> statement-breakpoint
CREATE TYPE "public"."language_level" AS ENUM('beginner', 'intermediate', 'advanced', 'native');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('fr', 'nl', 'en');--> statement-breakpoint
CREATE TYPE "public"."cofounder_maturity" AS ENUM('idea', 'creation', 'startup', 'scaleup');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('draft', 'published', 'archived', 'closed');--> statement-breakpoint
CREATE TYPE "public"."podcast_theme" AS ENUM('well_being', 'inspiring', 'failure', 'transition', 'hr', 'personal_development', 'impact', 'future', 'entrepreneurship', 'burnout', 'meaning');--> statement-breakpoint
CREATE TYPE "public"."popular_page_kind" AS ENUM('emploi', 'stage');--> statement-breakpoint
CREATE TYPE "public"."popular_page_type" AS ENUM('secteur', 'geoloc', 'metier');--> statement-breakpoint
CREATE TYPE "public"."range_kind" AS ENUM('equal', 'less_than', 'more_than', 'between');--> statement-breakpoint
CREATE TYPE "public"."region" AS ENUM('brussels_capital', 'liege', 'namur', 'luxembourg', 'walloon_brabant', 'hainaut', 'limburg', 'antwerp', 'east_flanders', 'west_flanders', 'flemish_brabant', 'abroad', 'internet');--> statement-breakpoint
CREATE TYPE "public"."remote_policy" AS ENUM('remote_not_authorized', 'remote_half_authorized', 'remote_complete_possible');--> statement-breakpoint
CREATE TYPE "public"."saved_item_type" AS ENUM('jobs', 'articles');--> statement-breakpoint
CREATE TYPE "public"."skill_type" AS ENUM('hard', 'soft');--> statement-breakpoint
CREATE TYPE "public"."team_building" AS ENUM('escape_game', 'hike', 'cooking_workshop', 'karaoke');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('talent', 'recruiter');--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"enterprise_id" uuid,
	"offer_id" uuid,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"long_session_id" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"direction" "email_direction" NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'new' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cv_file_id" uuid,
	"cover_letter_file_id" uuid,
	"cover_letter_text" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"applied_externally" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"article_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(tremplin_ts_config(locale), coalesce(title, '')), 'A') || setweight(to_tsvector(tremplin_ts_config(locale), coalesce(excerpt, '')), 'B') || setweight(to_tsvector(tremplin_ts_config(locale), coalesce(body, '')), 'D')) STORED,
	CONSTRAINT "article_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" "article_category" NOT NULL,
	"thumbnail_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cofounder_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"company_id" uuid,
	"language" "locale" NOT NULL,
	"title" text NOT NULL,
	"founder_name" text NOT NULL,
	"image_url" text,
	"region" "region",
	"sectors" text[] DEFAULT '{}' NOT NULL,
	"maturity" "cofounder_maturity" NOT NULL,
	"plan" "cofounder_plan" DEFAULT 'free' NOT NULL,
	"project_description" text DEFAULT '' NOT NULL,
	"why_this_project" text DEFAULT '' NOT NULL,
	"the_project" text DEFAULT '' NOT NULL,
	"about_founder" text DEFAULT '' NOT NULL,
	"researched_profile" text DEFAULT '' NOT NULL,
	"remuneration" text DEFAULT '' NOT NULL,
	"extras" text DEFAULT '' NOT NULL,
	"inspiring_person" text DEFAULT '' NOT NULL,
	"dreamed_superpower" text DEFAULT '' NOT NULL,
	"passion" text DEFAULT '' NOT NULL,
	"sustainability_commitments" text DEFAULT '' NOT NULL,
	"status" "offer_status" DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cofounder_projects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"logo_url" text,
	"banner_url" text,
	"video_url" text,
	"video_overlay_url" text,
	"image_url" text,
	"team_video_url" text,
	"team_video_overlay_url" text,
	"team_image_url" text,
	"team_gallery" text[] DEFAULT '{}' NOT NULL,
	"support_image_url" text,
	"location" text,
	"size" "company_size" NOT NULL,
	"sectors" text[] DEFAULT '{}' NOT NULL,
	"zones" "region"[] DEFAULT '{}' NOT NULL,
	"sdg_goals" smallint[] DEFAULT '{}' NOT NULL,
	"is_cofounder" boolean DEFAULT false NOT NULL,
	"average_age" smallint,
	"women_percent" smallint,
	"facebook_url" text,
	"instagram_url" text,
	"twitter_url" text,
	"youtube_url" text,
	"linkedin_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('tremplin_simple'::regconfig, coalesce(name, '')), 'A')) STORED
);
--> statement-breakpoint
CREATE TABLE "company_alerts" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_alerts_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "company_translations" (
	"company_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" text NOT NULL,
	"slogan" text,
	"description" text,
	"squares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"circles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_description" text,
	"support_description" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(tremplin_ts_config(locale), coalesce(slogan, '')), 'B') || setweight(to_tsvector(tremplin_ts_config(locale), coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "company_translations_company_id_locale_pk" PRIMARY KEY("company_id","locale")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" "contact_subject" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"locale" "locale" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" "locale" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"language" "locale" NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"office" text,
	"region" "region",
	"contract_type" "contract_type" NOT NULL,
	"remote_policy" "remote_policy" NOT NULL,
	"category" "job_category" NOT NULL,
	"sectors" text[] DEFAULT '{}' NOT NULL,
	"salary_kind" "range_kind",
	"salary_min" integer,
	"salary_max" integer,
	"experience_kind" "range_kind",
	"experience_min" smallint,
	"experience_max" smallint,
	"description" text DEFAULT '' NOT NULL,
	"profile_sought" text DEFAULT '' NOT NULL,
	"why_apply" text DEFAULT '' NOT NULL,
	"interview_process" text DEFAULT '' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_apply_url" text,
	"status" "offer_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(tremplin_ts_config(language), coalesce(title, '')), 'A') || setweight(to_tsvector('tremplin_simple'::regconfig, coalesce(company_name, '')), 'B') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(profile_sought, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "podcast_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"language" "locale" NOT NULL,
	"theme" "podcast_theme" NOT NULL,
	"title" text NOT NULL,
	"guest" text,
	"description" text DEFAULT '' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"audio_url" text NOT NULL,
	"thumbnail_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(tremplin_ts_config(language), coalesce(title, '')), 'A') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "podcast_episodes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "popular_page_translations" (
	"page_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	CONSTRAINT "popular_page_translations_page_id_locale_pk" PRIMARY KEY("page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "popular_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "popular_page_type" NOT NULL,
	"kind" "popular_page_kind" NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "saved_item_type" NOT NULL,
	"offer_id" uuid,
	"company_id" uuid,
	"article_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_alert" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_translations" (
	"skill_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "skill_translations_skill_id_locale_pk" PRIMARY KEY("skill_id","locale")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"value" text NOT NULL,
	"type" "skill_type" NOT NULL,
	"suggested" boolean DEFAULT false NOT NULL,
	CONSTRAINT "skills_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "talent_diplomas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"school" text NOT NULL,
	"region" "region",
	"start_month" text NOT NULL,
	"end_month" text,
	"still_studying" boolean DEFAULT false NOT NULL,
	"type" "diploma_type" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talent_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"company" text NOT NULL,
	"post_title" text NOT NULL,
	"city" text,
	"region" "region",
	"start_month" text NOT NULL,
	"end_month" text,
	"currently_working" boolean DEFAULT false NOT NULL,
	"contract_type" "contract_type",
	"summary" text
);
--> statement-breakpoint
CREATE TABLE "talent_languages" (
	"talent_id" uuid NOT NULL,
	"language" text NOT NULL,
	"level" "language_level" NOT NULL,
	CONSTRAINT "talent_languages_talent_id_language_pk" PRIMARY KEY("talent_id","language")
);
--> statement-breakpoint
CREATE TABLE "talent_skills" (
	"talent_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "talent_skills_talent_id_skill_id_pk" PRIMARY KEY("talent_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_title" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"email" text,
	"birthdate" date,
	"city" text,
	"gender" "gender",
	"picture_file_id" uuid,
	"website" text,
	"linkedin_url" text,
	"cv_file_id" uuid,
	"availability" "availability",
	"open_to_contact" boolean DEFAULT false NOT NULL,
	"dream_company" "dream_company",
	"goals" smallint[] DEFAULT '{}' NOT NULL,
	"impact_meaning" "impact_meaning",
	"superpower" text,
	"atmosphere" "atmosphere",
	"team_building" "team_building",
	"fun_anecdote" text,
	"dinner_guest" text,
	"searched_categories" "job_category"[] DEFAULT '{}' NOT NULL,
	"searched_sectors" text[] DEFAULT '{}' NOT NULL,
	"searched_regions" "region"[] DEFAULT '{}' NOT NULL,
	"experience_level" "experience_level",
	"searched_contract_types" "contract_type"[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talents_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"kind" "file_kind" NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" "user_role" DEFAULT 'talent' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"locale" "locale" DEFAULT 'fr' NOT NULL,
	"avatar_file_id" uuid,
	"gdpr_accepted_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"newsletter_opt_in" boolean DEFAULT false NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"has_used_ai_cv" boolean DEFAULT false NOT NULL,
	"linkedin_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_linkedin_subject_unique" UNIQUE("linkedin_subject")
);
--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_file_id_uploaded_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cover_letter_file_id_uploaded_files_id_fk" FOREIGN KEY ("cover_letter_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cofounder_projects" ADD CONSTRAINT "cofounder_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_alerts" ADD CONSTRAINT "company_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_alerts" ADD CONSTRAINT "company_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_translations" ADD CONSTRAINT "company_translations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popular_page_translations" ADD CONSTRAINT "popular_page_translations_page_id_popular_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."popular_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_translations" ADD CONSTRAINT "skill_translations_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_diplomas" ADD CONSTRAINT "talent_diplomas_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_experiences" ADD CONSTRAINT "talent_experiences_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_languages" ADD CONSTRAINT "talent_languages_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_picture_file_id_uploaded_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_cv_file_id_uploaded_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_type_idx" ON "analytics_events" USING btree ("type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_talent_offer_idx" ON "applications" USING btree ("talent_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_translations_slug_idx" ON "article_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "article_translations_search_idx" ON "article_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "company_translations_slug_idx" ON "company_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "company_translations_search_idx" ON "company_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "offers_company_slug_idx" ON "offers" USING btree ("company_id","slug");--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "offers_published_idx" ON "offers" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "popular_page_translations_slug_idx" ON "popular_page_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_offer_idx" ON "saved_items" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_article_idx" ON "saved_items" USING btree ("user_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
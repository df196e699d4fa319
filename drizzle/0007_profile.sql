-- Accent- and case-insensitive matching of skill labels needs an immutable unaccent (the extension's own is
-- only stable, so generated columns and indexes may not use it); the dictionary is named, so it is safe.
CREATE FUNCTION tremplin_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
-- Nothing wrote talent skills before the profile existed; the table gets its final shape empty.
DELETE FROM "talent_skills";
--> statement-breakpoint
ALTER TABLE "talent_skills" DROP CONSTRAINT "talent_skills_skill_id_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "talent_skills" DROP CONSTRAINT "talent_skills_talent_id_skill_id_pk";--> statement-breakpoint
ALTER TABLE "talent_skills" ALTER COLUMN "skill_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_translations" ADD COLUMN "search_label" text GENERATED ALWAYS AS (lower(tremplin_unaccent(label))) STORED;--> statement-breakpoint
ALTER TABLE "talent_languages" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD COLUMN "label" text NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD COLUMN "type" "skill_type" NOT NULL;--> statement-breakpoint
ALTER TABLE "talents" ADD COLUMN "section_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_translations_search_idx" ON "skill_translations" USING gin ("search_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "talent_skills_talent_idx" ON "talent_skills" USING btree ("talent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_skills_label_idx" ON "talent_skills" USING btree ("talent_id",lower("label"));
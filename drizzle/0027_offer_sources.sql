CREATE TYPE "public"."offer_source_apply_on" AS ENUM('tremplin', 'source');--> statement-breakpoint
CREATE TYPE "public"."offer_source_kind" AS ENUM('careers_page', 'feed');--> statement-breakpoint
CREATE TABLE "offer_source_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"failure" text,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" "offer_source_kind" NOT NULL,
	"url" text NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"apply_on" "offer_source_apply_on" DEFAULT 'tremplin' NOT NULL,
	"interval_hours" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "offer_source_runs" ADD CONSTRAINT "offer_source_runs_source_id_offer_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."offer_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_sources" ADD CONSTRAINT "offer_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_sources" ADD CONSTRAINT "offer_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_source_runs_source_idx" ON "offer_source_runs" USING btree ("source_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_sources_company_url_idx" ON "offer_sources" USING btree ("company_id","url");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_source_id_offer_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."offer_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_source_key_idx" ON "offers" USING btree ("source_id","source_key");
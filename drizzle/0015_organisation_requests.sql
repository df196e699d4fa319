CREATE TYPE "public"."organisation_request_status" AS ENUM('pending', 'approved', 'refused');--> statement-breakpoint
ALTER TYPE "public"."one_time_token_purpose" ADD VALUE 'invitation';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'admin';--> statement-breakpoint
CREATE TABLE "organisation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"size" "company_size" NOT NULL,
	"sectors" text[] DEFAULT '{}' NOT NULL,
	"zones" "region"[] DEFAULT '{}' NOT NULL,
	"sdg_goals" smallint[] DEFAULT '{}' NOT NULL,
	"mission" text NOT NULL,
	"commitments" text NOT NULL,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"contact_role" text,
	"locale" "locale" NOT NULL,
	"status" "organisation_request_status" DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_requests" ADD CONSTRAINT "organisation_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_requests" ADD CONSTRAINT "organisation_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_requests_status_idx" ON "organisation_requests" USING btree ("status","created_at");
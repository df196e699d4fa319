CREATE TYPE "public"."alert_frequency" AS ENUM('daily', 'weekly');--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "frequency" "alert_frequency" DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "search_alerts_user_idx" ON "search_alerts" USING btree ("user_id","created_at");
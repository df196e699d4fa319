DROP TABLE "analytics_events" CASCADE;--> statement-breakpoint
CREATE TABLE "analytics_daily_counts" (
	"company_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_company_id_offer_id_day_type_pk" PRIMARY KEY("company_id","offer_id","day","type")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"company_id" uuid,
	"offer_id" uuid,
	"locale" text,
	"extra" jsonb,
	"long_session_id" uuid,
	"session_id" uuid
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING brin ("occurred_at");
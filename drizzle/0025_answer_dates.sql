CREATE TABLE "answer_reminders" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mail_id" uuid,
	"waiting" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "refusal_templates" (
	"company_id" uuid NOT NULL,
	"locale" "locale" NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refusal_templates_company_id_locale_pk" PRIMARY KEY("company_id","locale")
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answer_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "answer_days" smallint DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "responds_quickly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_reminders" ADD CONSTRAINT "answer_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reminders" ADD CONSTRAINT "answer_reminders_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refusal_templates" ADD CONSTRAINT "refusal_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_answer_due_idx" ON "applications" USING btree ("status","answer_due_at");--> statement-breakpoint
-- hand-written: the answer time stays in its range whatever writes it; unanswered applications already sent get a date, never sooner than a week from now, so the first run closes none of them by surprise.
ALTER TABLE "companies" ADD CONSTRAINT "companies_answer_days_range" CHECK ("answer_days" BETWEEN 7 AND 30);--> statement-breakpoint
UPDATE "applications" SET "answer_due_at" = greatest("sent_at" + interval '21 days', now() + interval '7 days') WHERE "applied_externally" = false AND "status" IN ('new', 'pending');

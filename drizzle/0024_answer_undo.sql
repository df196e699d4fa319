ALTER TABLE "application_events" ADD COLUMN "mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "mailed_at" timestamp with time zone;
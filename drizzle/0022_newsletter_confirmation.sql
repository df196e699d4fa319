ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Addresses subscribed before the double opt-in keep their subscription; from now on a row counts only once confirmed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "unsubscribed_at" IS NULL;

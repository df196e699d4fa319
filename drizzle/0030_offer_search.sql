CREATE TABLE "offer_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"language" "locale" NOT NULL,
	"status" "offer_status" NOT NULL,
	"published_at" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"company_suspended" boolean NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
-- The keyword search reads offer_search only; no query needs the offers' own vector indexed any more.
DROP INDEX "offers_search_idx";--> statement-breakpoint
ALTER TABLE "offer_search" ADD CONSTRAINT "offer_search_id_offers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the rows of the existing offers, before the index is built (faster than row by row).
INSERT INTO "offer_search" ("id", "language", "status", "published_at", "valid_through", "suspended_at", "company_suspended", "search_vector")
  SELECT "id", "language", "status", "published_at", "valid_through", "suspended_at", "company_suspended", "search_vector" FROM "offers";
--> statement-breakpoint
CREATE INDEX "offer_search_fr_idx" ON "offer_search" USING gin ("search_vector") WHERE status = 'published' and language = 'fr';--> statement-breakpoint
CREATE INDEX "offer_search_nl_idx" ON "offer_search" USING gin ("search_vector") WHERE status = 'published' and language = 'nl';--> statement-breakpoint
CREATE INDEX "offer_search_en_idx" ON "offer_search" USING gin ("search_vector") WHERE status = 'published' and language = 'en';
--> statement-breakpoint
-- Every insert or update of offers copies the search columns of the offers it touched, writing only the rows
-- that changed; a deleted offer's row goes by the foreign key's cascade (a TRUNCATE … CASCADE empties both).
CREATE FUNCTION tremplin_sync_offer_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_search AS s (id, language, status, published_at, valid_through, suspended_at, company_suspended, search_vector)
    SELECT id, language, status, published_at, valid_through, suspended_at, company_suspended, search_vector FROM changed
  ON CONFLICT (id) DO UPDATE SET language = excluded.language, status = excluded.status,
    published_at = excluded.published_at, valid_through = excluded.valid_through, suspended_at = excluded.suspended_at,
    company_suspended = excluded.company_suspended, search_vector = excluded.search_vector
  WHERE (s.language, s.status, s.published_at, s.valid_through, s.suspended_at, s.company_suspended, s.search_vector)
    IS DISTINCT FROM (excluded.language, excluded.status, excluded.published_at, excluded.valid_through,
      excluded.suspended_at, excluded.company_suspended, excluded.search_vector);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offer_search_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tremplin_sync_offer_search();
--> statement-breakpoint
CREATE TRIGGER offer_search_update AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tremplin_sync_offer_search();

-- The company name is now parsed in the offer's language (like the query), so "Coopérative Énergie"
-- is found by its stemmed words; dropping the column drops its GIN index, recreated below.
ALTER TABLE "offers" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(tremplin_ts_config(language), coalesce(title, '')), 'A') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(company_name, '')), 'B') || setweight(to_tsvector(tremplin_ts_config(language), coalesce(profile_sought, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search_vector");

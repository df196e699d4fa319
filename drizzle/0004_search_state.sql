-- A version counter of the searchable offers: app nodes compare it with the version of their in-memory
-- facet index and rebuild when it moved. Statement-level triggers keep bulk writes cheap.
CREATE TABLE "search_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offers_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_state" ("id", "offers_version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION tremplin_bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_state SET offers_version = offers_version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_offers_version();
--> statement-breakpoint
CREATE TRIGGER companies_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_offers_version();

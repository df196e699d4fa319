CREATE TABLE "offer_index_changes" (
	"version" integer NOT NULL,
	"offer_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_state" ADD COLUMN "offers_logged_from" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_index_changes_version_idx" ON "offer_index_changes" USING btree ("version");--> statement-breakpoint
-- hand-written: every statement on offers bumps the offers version and logs the offers it touched under the
-- new version; a statement touching more than 5,000 offers, a TRUNCATE, and the pruning of old versions
-- move `offers_logged_from` instead, so a node whose index is older rebuilds it whole.
UPDATE "search_state" SET "offers_logged_from" = "offers_version" WHERE "id" = 1;
--> statement-breakpoint
CREATE FUNCTION tremplin_log_offer_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v integer;
BEGIN
  UPDATE search_state SET offers_version = offers_version + 1 WHERE id = 1 RETURNING offers_version INTO v;
  IF (SELECT count(*) FROM (SELECT 1 FROM changed LIMIT 5001) s) > 5000 THEN
    UPDATE search_state SET offers_logged_from = v WHERE id = 1;
  ELSE
    INSERT INTO offer_index_changes (version, offer_id) SELECT v, id FROM changed;
  END IF;
  IF v % 100 = 0 THEN
    DELETE FROM offer_index_changes WHERE version <= v - 1000;
    UPDATE search_state SET offers_logged_from = greatest(offers_logged_from, v - 1000) WHERE id = 1;
  END IF;
  PERFORM pg_notify('tremplin_data_version', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A company's size or quick answers are part of each of its offers in the index.
CREATE FUNCTION tremplin_log_company_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v integer;
BEGIN
  UPDATE search_state SET offers_version = offers_version + 1 WHERE id = 1 RETURNING offers_version INTO v;
  INSERT INTO offer_index_changes (version, offer_id)
    SELECT v, o.id FROM changed n JOIN previous p ON p.id = n.id JOIN offers o ON o.company_id = n.id
    WHERE (n.size, n.responds_quickly) IS DISTINCT FROM (p.size, p.responds_quickly);
  PERFORM pg_notify('tremplin_data_version', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tremplin_restart_offer_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_state SET offers_version = offers_version + 1, offers_logged_from = offers_version + 1 WHERE id = 1;
  PERFORM pg_notify('tremplin_data_version', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "offers_version_bump" ON "offers";
--> statement-breakpoint
CREATE TRIGGER offers_changes_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tremplin_log_offer_changes();
--> statement-breakpoint
CREATE TRIGGER offers_changes_update AFTER UPDATE ON offers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tremplin_log_offer_changes();
--> statement-breakpoint
CREATE TRIGGER offers_changes_delete AFTER DELETE ON offers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION tremplin_log_offer_changes();
--> statement-breakpoint
CREATE TRIGGER offers_changes_truncate AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_restart_offer_changes();
--> statement-breakpoint
-- Inserted and deleted companies bring no change of their own (a deleted one's offers go by cascade).
DROP TRIGGER "companies_version_bump" ON "companies";
--> statement-breakpoint
CREATE TRIGGER companies_version_bump AFTER INSERT OR DELETE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_offers_version();
--> statement-breakpoint
CREATE TRIGGER companies_changes_update AFTER UPDATE ON companies
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous FOR EACH STATEMENT EXECUTE FUNCTION tremplin_log_company_changes();
--> statement-breakpoint
CREATE TRIGGER companies_changes_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_restart_offer_changes();

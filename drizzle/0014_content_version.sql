-- The page cache keys a rendered public page by both counters: a write to any text those pages show
-- (company and article translations, podcasts, co-founder projects, popular pages, skills) moves this one.
ALTER TABLE "search_state" ADD COLUMN "content_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION tremplin_bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_state SET content_version = content_version + 1 WHERE id = 1;
  PERFORM pg_notify('tremplin_data_version', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every app node listens: its page cache stops trusting the version it read as soon as a write commits.
CREATE OR REPLACE FUNCTION tremplin_bump_offers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_state SET offers_version = offers_version + 1 WHERE id = 1;
  PERFORM pg_notify('tremplin_data_version', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_translations_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_translations
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER articles_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER article_translations_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_translations
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER podcast_episodes_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON podcast_episodes
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER cofounder_projects_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cofounder_projects
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER popular_pages_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popular_pages
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER popular_page_translations_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popular_page_translations
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER skill_translations_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON skill_translations
  FOR EACH STATEMENT EXECUTE FUNCTION tremplin_bump_content_version();
